import { makeStyles, tokens } from '@fluentui/react-components';
import { huAdmin } from '@/i18n/hu-admin';
import type { ImportRowError } from '@backend/contract/common';

const useStyles = makeStyles({
  errors: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL, maxHeight: '12rem', overflowY: 'auto' },
});

/**
 * The rows of an imported file that were left out: how many, then each by its line, as the server says
 * why. `title` words the count otherwise (a preview's rows are yet to be left out).
 */
export function ImportRowErrors({ errors, title }: { errors: readonly ImportRowError[]; title?: (count: number) => string }) {
  const styles = useStyles();
  const t = huAdmin.adminImport;
  if (errors.length === 0) return null;
  return (
    <>
      {(title ?? t.errorsTitle)(new Set(errors.map((error) => error.line)).size)}
      <ul className={styles.errors}>
        {errors.map((error, index) => (
          <li key={index}>{t.line(error.line, error.message)}</li>
        ))}
      </ul>
    </>
  );
}

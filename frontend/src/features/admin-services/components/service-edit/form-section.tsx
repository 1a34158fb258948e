import { useId, type ReactNode } from 'react';
import { Subtitle2, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    paddingBlock: tokens.spacingVerticalM,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  title: { margin: 0 },
});

/** A titled group of fields in the edit dialog (an h3 region). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles();
  const headingId = useId();
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <Subtitle2 as="h3" id={headingId} className={styles.title}>
        {title}
      </Subtitle2>
      {children}
    </section>
  );
}

/** Fields that belong to a switch above them, indented under it. */
export const useNestedStyles = makeStyles({
  nested: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    paddingInlineStart: tokens.spacingHorizontalXXL,
    '@media (max-width: 599px)': { paddingInlineStart: tokens.spacingHorizontalM },
  },
});

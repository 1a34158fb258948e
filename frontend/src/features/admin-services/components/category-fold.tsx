import { Body1, Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { huAdmin } from '@/i18n/hu-admin';
import { ADMIN_SERVICES_PAGE_SIZE } from '@backend/modules/catalogue/domain/admin-service-pages';
import type { CategoryRows } from './use-category-rows';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  failed: { margin: 0, color: tokens.colorPaletteRedForeground1 },
});

/** "Mind a N szolgáltatás mutatása", then "További M szolgáltatás betöltése" and "Kevesebb mutatása" under a category's list. */
export function CategoryFold({ rows }: { rows: CategoryRows }) {
  const styles = useStyles();
  const t = huAdmin.adminServices.category;
  if (rows.left <= 0 && !rows.asked) return null;
  return (
    <>
      {rows.failed && (
        <Body1 as="p" role="alert" className={styles.failed}>
          {t.restFailed}
        </Body1>
      )}
      <div className={styles.actions}>
        {rows.left > 0 && (
          <Button appearance="subtle" icon={rows.loading ? <Spinner size="tiny" /> : undefined} disabledFocusable={rows.loading} onClick={rows.more}>
            {rows.unfolded ? t.showMore(Math.min(rows.left, ADMIN_SERVICES_PAGE_SIZE)) : t.showAll(rows.total)}
          </Button>
        )}
        {rows.asked && (
          <Button appearance="subtle" onClick={rows.fold}>
            {t.showFewer}
          </Button>
        )}
      </div>
    </>
  );
}

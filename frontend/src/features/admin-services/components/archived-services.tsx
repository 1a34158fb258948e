import { Accordion, AccordionHeader, AccordionItem, AccordionPanel, Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowUndoRegular } from '@fluentui/react-icons';
import { huAdmin } from '@/i18n/hu-admin';
import type { AdminServiceGroupView, AdminServiceListItem } from '@backend/contract/admin-services';
import { CategoryFold } from './category-fold';
import { useCategoryRows } from './use-category-rows';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  item: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  name: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere', minWidth: 0 },
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

interface ArchivedServicesProps {
  group: AdminServiceGroupView;
  onRestore: (service: AdminServiceListItem) => void;
  pendingId: string | null;
}

/** The category's archived services, folded away, each with a restore button; past the first ones, a page at a time. */
export function ArchivedServices({ group, onRestore, pendingId }: ArchivedServicesProps) {
  const styles = useStyles();
  const t = huAdmin.adminServices;
  const rows = useCategoryRows(group.id, 'archived', group.archivedServices, group.archivedCount);
  if (rows.total === 0) return null;
  return (
    <Accordion collapsible>
      <AccordionItem value="archived">
        <AccordionHeader size="small">{t.category.archived(rows.total)}</AccordionHeader>
        <AccordionPanel className={styles.panel}>
          <ul className={styles.list} aria-label={t.category.archivedLabel(group.name)}>
            {rows.rows.map((service) => (
              <li key={service.id} className={styles.item}>
                <Text className={styles.name}>{service.name}</Text>
                <Button
                  size="small"
                  icon={<ArrowUndoRegular />}
                  aria-label={t.service.restoreOf(service.name)}
                  disabledFocusable={pendingId === service.id}
                  onClick={() => onRestore(service)}
                >
                  {t.service.restore}
                </Button>
              </li>
            ))}
          </ul>
          <CategoryFold rows={rows} />
        </AccordionPanel>
      </AccordionItem>
    </Accordion>
  );
}

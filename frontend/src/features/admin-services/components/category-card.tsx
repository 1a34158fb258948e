import { Body1, Button, Spinner, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { huAdmin } from '@/i18n/hu-admin';
import { ArchivedServices } from './archived-services';
import { CategoryFold } from './category-fold';
import { CategoryNameField } from './category-name-field';
import { DragHandle } from '@/components/ui/drag-handle';
import { ServiceRow } from './service-row';
import { SortableList, type DragHandleProps } from '@/components/ui/sortable-list';
import { useDrawnInTurn } from '@/components/ui/use-drawn-in-turn';
import type { ServiceActions } from './use-service-actions';
import { useCategoryRows } from './use-category-rows';
import type { AdminServiceGroupView, AdminServiceListItem } from '@backend/contract/admin-services';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    '@media (max-width: 599px)': { padding: tokens.spacingHorizontalS },
  },
  dragging: { boxShadow: tokens.shadow28 },
  header: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  services: { margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  empty: { color: tokens.colorNeutralForeground3, margin: 0 },
  footer: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  newService: { alignSelf: 'flex-start' },
  /** On a phone the delete button shows only its icon (its name stays in aria-label). */
  wideLabel: { '@media (max-width: 719px)': { display: 'none' } },
});

/** Categories drawn with the screen: two fill a 1280 × 800 screen; the rest follow, one a task. */
const DRAWN_AT_ONCE = 2;

interface CategoryCardProps {
  group: AdminServiceGroupView;
  handle: DragHandleProps;
  dragging: boolean;
  actions: ServiceActions;
}

/** A category: its name (autosaved), its first services in order and the rest on asking, a new-service button and the archived ones. */
export function CategoryCard({ group, handle, dragging, actions }: CategoryCardProps) {
  const styles = useStyles();
  const t = huAdmin.adminServices;
  const creating = actions.creatingIn === group.id;
  const rows = useCategoryRows(group.id, 'services', group.services, group.serviceCount);
  // Until its turn, the category stands as its empty frame (under the first screen, out of sight).
  if (!useDrawnInTurn(group.order < DRAWN_AT_ONCE)) return <section className={styles.root} aria-label={group.name} />;
  return (
    <section className={mergeClasses(styles.root, dragging && styles.dragging)} aria-label={group.name}>
      <div className={styles.header}>
        <DragHandle label={t.category.move(group.name)} handle={handle} />
        <CategoryNameField group={group} />
        {/* Only an empty category can go (the server says so too): archived services count. */}
        {group.serviceCount + group.archivedCount === 0 && (
          <Button appearance="subtle" icon={<DeleteRegular />} aria-label={t.category.deleteOf(group.name)} onClick={() => actions.askDelete(group)}>
            <span className={styles.wideLabel}>{t.category.delete}</span>
          </Button>
        )}
      </div>
      {rows.total === 0 ? (
        <Body1 as="p" className={styles.empty}>
          {t.category.noServices}
        </Body1>
      ) : (
        <SortableList<AdminServiceListItem>
          className={styles.services}
          aria-label={t.category.servicesLabel(group.name)}
          items={rows.rows}
          nameOf={(service) => service.name}
          onMove={(move) => actions.moveService(group.id, move)}
          renderItem={(service, serviceHandle, serviceDragging) => (
            <ServiceRow
              service={service}
              handle={serviceHandle}
              dragging={serviceDragging}
              onEdit={() => actions.edit(service.id)}
              onSignups={() => actions.showSignups(service.id)}
              onArchive={() => actions.archive(service, true)}
              archiving={actions.archivingId === service.id}
              onCopy={() => actions.copy(service)}
              onMove={() => actions.askMove(service)}
              copying={actions.copyingId === service.id}
            />
          )}
        />
      )}
      <div className={styles.footer}>
        <CategoryFold rows={rows} />
        <Button
          className={styles.newService}
          icon={creating ? <Spinner size="tiny" /> : <AddRegular />}
          disabledFocusable={creating}
          onClick={() => actions.createService(group.id)}
        >
          {t.category.newService}
        </Button>
        <ArchivedServices
          group={group}
          pendingId={actions.archivingId}
          onRestore={(service) => actions.archive(service, false)}
        />
      </div>
    </section>
  );
}

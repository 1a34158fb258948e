import { useState } from 'react';
import { Body1, Button, Spinner, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { huAdmin } from '@/i18n/hu-admin';
import { ArchivedServices } from './archived-services';
import { CategoryNameField } from './category-name-field';
import { DragHandle } from '@/components/ui/drag-handle';
import { ServiceRow } from './service-row';
import { SortableList, type DragHandleProps } from '@/components/ui/sortable-list';
import type { ServiceActions } from './use-service-actions';
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
});

/**
 * Services a category shows before "show all": at ten times the club's size a category holds some 75
 * services, and drawing every row of every category kept the screen busy for seconds (issue 40 §3).
 * The rows shown are the first ones, so a drag among them moves by the category's own indexes.
 */
export const SHOWN_AT_FIRST = 8;

interface CategoryCardProps {
  group: AdminServiceGroupView;
  handle: DragHandleProps;
  dragging: boolean;
  actions: ServiceActions;
}

/** A category: its name (autosaved), its services in order, a new-service button and the archived ones. */
export function CategoryCard({ group, handle, dragging, actions }: CategoryCardProps) {
  const styles = useStyles();
  const t = huAdmin.adminServices;
  const creating = actions.creatingIn === group.id;
  const [expanded, setExpanded] = useState(false);
  const folds = group.services.length > SHOWN_AT_FIRST;
  const shown = folds && !expanded ? group.services.slice(0, SHOWN_AT_FIRST) : group.services;
  return (
    <section className={mergeClasses(styles.root, dragging && styles.dragging)} aria-label={group.name}>
      <div className={styles.header}>
        <DragHandle label={t.category.move(group.name)} handle={handle} />
        <CategoryNameField group={group} />
      </div>
      {group.services.length === 0 ? (
        <Body1 as="p" className={styles.empty}>
          {t.category.noServices}
        </Body1>
      ) : (
        <SortableList<AdminServiceListItem>
          className={styles.services}
          aria-label={t.category.servicesLabel(group.name)}
          items={shown}
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
            />
          )}
        />
      )}
      <div className={styles.footer}>
        {folds && (
          <Button className={styles.newService} appearance="subtle" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
            {expanded ? t.category.showFewer : t.category.showAll(group.services.length)}
          </Button>
        )}
        <Button
          className={styles.newService}
          icon={creating ? <Spinner size="tiny" /> : <AddRegular />}
          disabledFocusable={creating}
          onClick={() => actions.createService(group.id)}
        >
          {t.category.newService}
        </Button>
        <ArchivedServices
          groupName={group.name}
          services={group.archivedServices}
          pendingId={actions.archivingId}
          onRestore={(service) => actions.archive(service, false)}
        />
      </div>
    </section>
  );
}

import { useState } from 'react';
import { Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { QueryFallback } from '@/components/ui/query-state';
import { huAdmin } from '@/i18n/hu-admin';
import { useServiceGroups } from '../api/get-service-groups';
import { AdminToaster } from '@/components/ui/admin-toaster';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { MoveServiceDialog } from './move-service-dialog';
import { CategoryCard } from './category-card';
import { NewCategoryDialog } from './new-category-dialog';
import { ServiceEditDialog } from './service-edit/service-edit-dialog';
import { SignupsDialog } from './signups/signups-dialog';
import { SortableList } from '@/components/ui/sortable-list';
import { useServiceActions } from './use-service-actions';
import type { AdminServiceGroupView } from '@backend/contract/admin-services';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, paddingBottom: tokens.spacingVerticalXXXL },
  toolbar: { display: 'flex', justifyContent: 'flex-end' },
  categories: { margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  empty: { margin: 0, color: tokens.colorNeutralForeground2 },
});

/** /klub/admin/szolgaltatasok: categories with draggable services, the archived lists and the dialogs. */
export function AdminServices() {
  const styles = useStyles();
  const t = huAdmin.adminServices;
  const groups = useServiceGroups();
  const actions = useServiceActions();
  const [newCategoryOpen, setNewCategoryOpen] = useState(false);

  if (groups.data === undefined) return <QueryFallback query={groups} failed={t.loadFailed} />;

  return (
    <div className={styles.root}>
      <AdminToaster position="top-end" />
      <div className={styles.toolbar}>
        <Button appearance="primary" icon={<AddRegular />} onClick={() => setNewCategoryOpen(true)}>
          {t.newCategory}
        </Button>
      </div>
      {groups.data.length === 0 ? (
        <Body1 as="p" className={styles.empty}>
          {t.empty}
        </Body1>
      ) : (
        <SortableList<AdminServiceGroupView>
          className={styles.categories}
          aria-label={t.categoriesLabel}
          items={groups.data}
          nameOf={(group) => group.name}
          onMove={actions.moveGroup}
          renderItem={(group, handle, dragging) => <CategoryCard group={group} handle={handle} dragging={dragging} actions={actions} />}
        />
      )}
      <NewCategoryDialog open={newCategoryOpen} onClose={() => setNewCategoryOpen(false)} />
      <ServiceEditDialog serviceId={actions.editingId} onClose={actions.closeEdit} />
      <SignupsDialog opener={actions.signups} />
      <MoveServiceDialog service={actions.moving} busy={actions.movePending} onMove={actions.moveTo} onClose={actions.closeMove} />
      <ConfirmDialog
        open={actions.deleting !== null}
        title={t.category.deleteTitle(actions.deleting?.name ?? '')}
        body={t.category.deleteBody}
        confirmLabel={t.category.delete}
        cancelLabel={t.category.cancel}
        busy={actions.deletePending}
        onConfirm={() => actions.deleting && actions.deleteGroup(actions.deleting)}
        onCancel={actions.closeDelete}
      />
    </div>
  );
}

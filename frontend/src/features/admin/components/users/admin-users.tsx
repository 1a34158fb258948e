import { useState } from 'react';
import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { PageSection } from '@/components/ui/page-section';
import { QueryFallback } from '@/components/ui/query-state';
import { huAdmin } from '@/i18n/hu-admin';
import { useAdminUsers } from '../../api/get-admin-users';
import { isReviewed, isUnactivated } from '../../lib/user-rules';
import { MaintenanceSection } from '../tools/maintenance-section';
import { ReviewedUsersTable } from './reviewed-users-table';
import { UnactivatedUsersTable } from './unactivated-users-table';
import { UserEditDialog } from './user-edit-dialog';
import { useUserActions } from './use-user-actions';
import type { AdminUserView } from '@backend/contract/admin-users';

const useStyles = makeStyles({
  count: { margin: 0, color: tokens.colorNeutralForeground2 },
  bottom: { paddingBottom: tokens.spacingVerticalXXXL },
});

/** /klub/admin/felhasznalok: applicants, reviewed members, the edit dialog and the maintenance tools. */
export function AdminUsers() {
  const styles = useStyles();
  const users = useAdminUsers();
  const actions = useUserActions();
  const [editingId, setEditingId] = useState<string | null>(null);
  const edit = (user: AdminUserView) => setEditingId(user.id);

  if (users.data === undefined) return <QueryFallback query={users} failed={huAdmin.adminUsers.loadFailed} />;

  const unactivated = users.data.filter(isUnactivated);
  // A member deleted meanwhile closes the dialog.
  const editing = users.data.find((user) => user.id === editingId) ?? null;
  const reviewed = users.data.filter(isReviewed);
  return (
    <div className={styles.bottom}>
      <PageSection title={huAdmin.adminUsers.unactivated.title}>
        {unactivated.length > 0 && (
          <Body1 as="p" className={styles.count}>
            {huAdmin.adminUsers.unactivated.count(unactivated.length)}
          </Body1>
        )}
        <UnactivatedUsersTable users={unactivated} actions={actions} onEdit={edit} />
      </PageSection>
      <PageSection title={huAdmin.adminUsers.reviewed.title}>
        <ReviewedUsersTable users={reviewed} actions={actions} onEdit={edit} />
      </PageSection>
      <MaintenanceSection />
      <UserEditDialog user={editing} onClose={() => setEditingId(null)} />
    </div>
  );
}

import { useState } from 'react';
import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { PageSection } from '@/components/ui/page-section';
import { QueryState } from '@/components/ui/query-state';
import { huAdmin } from '@/i18n/hu-admin';
import { useUnactivatedUsers } from '../../api/get-admin-users';
import { MaintenanceSection } from '../tools/maintenance-section';
import { DisableUserDialog } from './disable-user-dialog';
import { ReviewedUsersTable } from './reviewed-users-table';
import { UnactivatedUsersTable } from './unactivated-users-table';
import { UserEditDialog } from './user-edit-dialog';
import { useUserActions } from './use-user-actions';
import type { AdminUserView } from '@backend/contract/admin-users';

const useStyles = makeStyles({
  count: { margin: 0, color: tokens.colorNeutralForeground2 },
  bottom: { paddingBottom: tokens.spacingVerticalXXXL },
});

/**
 * /klub/admin/felhasznalok: applicants, reviewed members, the edit and rejection dialogs and the maintenance tools.
 * Each table asks the server for its own rows: the applicants whole, the reviewed members a page at a time.
 */
export function AdminUsers() {
  const styles = useStyles();
  const unactivated = useUnactivatedUsers();
  const actions = useUserActions();
  const [editing, setEditing] = useState<AdminUserView | null>(null);

  return (
    <div className={styles.bottom}>
      <PageSection title={huAdmin.adminUsers.unactivated.title}>
        {/* The list's first answer (some 1,800 applicants at ten times the club) is drawn as a transition. */}
        <QueryState query={unactivated} failed={huAdmin.adminUsers.loadFailed}>
          {(users) => (
            <>
              {users.length > 0 && (
                <Body1 as="p" className={styles.count}>
                  {huAdmin.adminUsers.unactivated.count(users.length)}
                </Body1>
              )}
              <UnactivatedUsersTable users={users} actions={actions} onEdit={setEditing} />
            </>
          )}
        </QueryState>
      </PageSection>
      <PageSection title={huAdmin.adminUsers.reviewed.title}>
        <ReviewedUsersTable actions={actions} onEdit={setEditing} />
      </PageSection>
      <MaintenanceSection />
      <UserEditDialog user={editing} onClose={() => setEditing(null)} />
      <DisableUserDialog disabling={actions.disabling} onClose={actions.closeDisabling} />
    </div>
  );
}

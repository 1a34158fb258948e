import { DialogBody, DialogSurface, DialogTitle, makeStyles } from '@fluentui/react-components';
import { RecordTabs } from '@/components/history/record-tabs';
import { Modal } from '@/components/ui/modal';
import { huAdmin } from '@/i18n/hu-admin';
import { UserEditForm } from './user-edit-form';
import type { AdminUserView } from '@backend/contract/admin-users';
import { DialogCloseAction } from '@/components/ui/dialog-close-action';

const useStyles = makeStyles({
  surface: { maxWidth: '760px', width: '100%' },
});

interface UserEditDialogProps {
  /** The member being edited (the table's row); null keeps the dialog closed. */
  user: AdminUserView | null;
  onClose: () => void;
}

/**
 * SPEC §2 edit dialog. It opens at once with the row's data (fresh: the list reloads after every
 * change), while GET /admin/users/{id} brings the joined services and the latest read-only fields.
 */
export function UserEditDialog({ user, onClose }: UserEditDialogProps) {
  const styles = useStyles();
  return (
    <Modal open={user !== null} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle
            action={
              <DialogCloseAction />
            }
          >
            {huAdmin.adminUsers.edit.title}
          </DialogTitle>
          {user !== null && (
            <RecordTabs key={user.id} stream={`user-${user.id}`}>
              <UserEditForm user={user} onDone={onClose} />
            </RecordTabs>
          )}
        </DialogBody>
      </DialogSurface>
    </Modal>
  );
}

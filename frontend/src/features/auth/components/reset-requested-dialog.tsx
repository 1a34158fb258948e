import { MessageDialog } from '@/components/ui/message-dialog';
import { hu } from '@/i18n/hu';
import { useDialogOf, useShowDialog } from '@/lib/dialogs';

/** "Password reset requested" confirmation of the public shell: the request's last step, opened on its message. */
export function ResetRequestedDialog() {
  const dialog = useDialogOf('resetRequested');
  const showDialog = useShowDialog();
  return (
    <MessageDialog
      open={dialog !== undefined}
      title={hu.resetRequested.title}
      body={hu.resetRequested.body(dialog?.email ?? '')}
      focusMessage
      onClose={() => showDialog(null)}
    />
  );
}

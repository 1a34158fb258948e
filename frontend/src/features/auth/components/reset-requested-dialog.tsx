import { Body1, Button, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, DialogTrigger } from '@fluentui/react-components';
import { Modal } from '@/components/ui/modal';
import { hu } from '@/i18n/hu';
import { useDialogOf, useShowDialog } from '@/lib/dialogs';

/** "Password reset requested" confirmation of the public shell. */
export function ResetRequestedDialog() {
  const dialog = useDialogOf('resetRequested');
  const showDialog = useShowDialog();
  return (
    <Modal open={dialog !== undefined} onOpenChange={(_, data) => !data.open && showDialog(null)}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{hu.resetRequested.title}</DialogTitle>
          <DialogContent>
            <Body1 as="p">{hu.resetRequested.body(dialog?.email ?? '')}</Body1>
          </DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement action="close">
              <Button appearance="primary">{hu.common.ok}</Button>
            </DialogTrigger>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Modal>
  );
}

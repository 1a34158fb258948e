import { Body1, Button, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { AUTOFOCUS, Modal } from '@/components/ui/modal';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  body: string;
  /** The action's own name on its button ("Adategyeztetés kérése"), never a bare "Igen". */
  confirmLabel: string;
  cancelLabel: string;
  /** The confirming button waits while the action is on its way. */
  busy?: boolean;
  onConfirm: () => void;
  /** Called by the cancel button, Escape and a click beside the dialog alike. */
  onCancel: () => void;
}

/**
 * The app's own question before an action that reaches many people or cannot be taken back, instead
 * of the browser's confirm (which cannot be styled, read in Hungarian buttons, or tested by role).
 * The safe answer takes the focus, so Enter never starts the action by accident.
 */
export function ConfirmDialog({ open, title, body, confirmLabel, cancelLabel, busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Modal open={open} modalType="alert" onOpenChange={(_, data) => !data.open && onCancel()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            <Body1 as="p">{body}</Body1>
          </DialogContent>
          <DialogActions>
            <Button {...AUTOFOCUS} onClick={onCancel}>
              {cancelLabel}
            </Button>
            <Button appearance="primary" disabledFocusable={busy} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Modal>
  );
}

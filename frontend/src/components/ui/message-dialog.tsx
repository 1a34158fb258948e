import { useId } from 'react';
import { Body1, Button, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, type DialogProps } from '@fluentui/react-components';
import { AUTOFOCUS, Modal } from '@/components/ui/modal';
import { hu } from '@/i18n/hu';

interface MessageDialogProps {
  open: boolean;
  title: string;
  body: string;
  /** The one button; 'Rendben' unless told. */
  okLabel?: string;
  /** Called by the button, Escape and a click beside the dialog alike. */
  onClose: () => void;
  /** The last step of a form (a success): the dialog opens on its message rather than on the button. */
  focusMessage?: boolean;
  surfaceMotion?: DialogProps['surfaceMotion'];
}

/** A short message with one button that closes it. */
export function MessageDialog({ open, title, body, okLabel = hu.common.ok, onClose, focusMessage = false, surfaceMotion }: MessageDialogProps) {
  const bodyId = useId();
  return (
    <Modal open={open} surfaceMotion={surfaceMotion} onOpenChange={(_, data) => !data.open && onClose()}>
      {/* Focused, the message is read anyway; on the button, it is read as the dialog's description. */}
      <DialogSurface aria-describedby={focusMessage ? undefined : bodyId}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            <Body1 as="p" id={bodyId} {...(focusMessage ? { ...AUTOFOCUS, tabIndex: -1 } : {})}>
              {body}
            </Body1>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {okLabel}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Modal>
  );
}

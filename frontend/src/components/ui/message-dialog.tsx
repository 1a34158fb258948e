import { Body1, Button, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, type DialogProps } from '@fluentui/react-components';
import { Modal } from '@/components/ui/modal';
import { hu } from '@/i18n/hu';

interface MessageDialogProps {
  open: boolean;
  title: string;
  body: string;
  /** The one button; 'Rendben' unless told. */
  okLabel?: string;
  /** Called by the button, Escape and a click beside the dialog alike. */
  onClose: () => void;
  surfaceMotion?: DialogProps['surfaceMotion'];
}

/** A short message with one button that closes it. */
export function MessageDialog({ open, title, body, okLabel = hu.common.ok, onClose, surfaceMotion }: MessageDialogProps) {
  return (
    <Modal open={open} surfaceMotion={surfaceMotion} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            <Body1 as="p">{body}</Body1>
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

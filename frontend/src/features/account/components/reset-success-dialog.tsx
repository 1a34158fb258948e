import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { hu } from '@/i18n/hu';
import { useCloseThen } from '@/lib/use-close-then';

/** "Password changed": however it is closed, the page returns to / once it has gone (SPEC §2). */
export function ResetSuccessDialog({ open, onClosed }: { open: boolean; onClosed: () => void }) {
  const { closing, closeThen, surfaceMotion } = useCloseThen();
  const close = () => closeThen(onClosed);
  return (
    <Dialog open={open && !closing} surfaceMotion={surfaceMotion} onOpenChange={(_, data) => !data.open && close()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{hu.account.reset.successTitle}</DialogTitle>
          <DialogContent>
            <Body1 as="p">{hu.account.reset.successBody}</Body1>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={close}>
              {hu.common.ok}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

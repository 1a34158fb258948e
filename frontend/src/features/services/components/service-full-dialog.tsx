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

/** SPEC §2, §8: 'Ez a szolgáltatás betelt', opened on any failed sign-up. */
export function ServiceFullDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{hu.services.fullDialog.title}</DialogTitle>
          <DialogContent>
            <Body1 as="p">{hu.services.fullDialog.body}</Body1>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {hu.services.fullDialog.ok}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

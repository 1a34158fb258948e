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

/** SPEC §2: saving the profile shows 'Sikeres mentés'. */
export function ProfileSavedDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{hu.profile.savedTitle}</DialogTitle>
          <DialogContent>
            <Body1 as="p">{hu.profile.savedBody}</Body1>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {hu.common.ok}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

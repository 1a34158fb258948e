import { DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles } from '@fluentui/react-components';
import { StreamHistory } from '@/components/history/stream-history';
import { Modal } from '@/components/ui/modal';
import { huAdmin } from '@/i18n/hu-admin';
import { DialogCloseAction } from '@/components/ui/dialog-close-action';

const useStyles = makeStyles({ surface: { maxWidth: '960px', width: '100%' } });

interface HistoryDialogProps {
  /** The stream and the revision of the row it was opened from; null keeps it closed. */
  opened: { stream: string; revision: number; title: string } | null;
  onClose: () => void;
}

/** A trail row's member or service, as it was at that row's moment and at any other. */
export function HistoryDialog({ opened, onClose }: HistoryDialogProps) {
  const styles = useStyles();
  return (
    <Modal open={opened !== null} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle
            action={
              <DialogCloseAction />
            }
          >
            {opened ? `${huAdmin.history.title}: ${opened.title}` : huAdmin.history.title}
          </DialogTitle>
          <DialogContent>{opened && <StreamHistory key={opened.stream} stream={opened.stream} initialRevision={opened.revision} />}</DialogContent>
        </DialogBody>
      </DialogSurface>
    </Modal>
  );
}

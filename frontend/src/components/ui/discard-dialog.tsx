import { Button, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles } from '@fluentui/react-components';
import { Modal } from '@/components/ui/modal';
import { hu } from '@/i18n/hu';

const useStyles = makeStyles({
  // Wide enough for the three answers on one row from tablet width on.
  surface: { maxWidth: '600px' },
  actions: {
    flexWrap: 'wrap',
    // Fluent puts the actions in the body grid's last column; across the whole row, the three fit on one line.
    '@media (min-width: 481px)': { gridColumn: '1 / -1', justifyContent: 'flex-end' },
  },
});

interface DiscardDialogProps {
  open: boolean;
  title: string;
  body: string;
  onDiscard: () => void;
  onBack: () => void;
  /** Offered first where the changes can be saved (an editor); a form still being filled has none. */
  onSaveAndClose?: () => void;
}

/**
 * Closing with unsaved work asks first (SPEC §4): save and close, discard, or back to the work.
 * The safe answer comes first, so the default focus never throws anything away.
 */
export function DiscardDialog({ open, title, body, onDiscard, onBack, onSaveAndClose }: DiscardDialogProps) {
  const styles = useStyles();
  const t = hu.discard;
  return (
    <Modal open={open} modalType="alert" onOpenChange={(_, data) => !data.open && onBack()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>{body}</DialogContent>
          <DialogActions className={styles.actions}>
            {onSaveAndClose ? (
              <>
                <Button appearance="primary" onClick={onSaveAndClose}>
                  {t.saveAndClose}
                </Button>
                <Button onClick={onDiscard}>{t.discard}</Button>
                <Button onClick={onBack}>{t.back}</Button>
              </>
            ) : (
              <>
                <Button appearance="primary" onClick={onBack}>
                  {t.backToForm}
                </Button>
                <Button onClick={onDiscard}>{t.discard}</Button>
              </>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Modal>
  );
}

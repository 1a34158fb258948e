import { useLayoutEffect, useRef } from 'react';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles } from '@fluentui/react-components';
import { hu } from '@/i18n/hu';

const useStyles = makeStyles({
  surface: { maxWidth: '480px' },
  actions: { flexWrap: 'wrap' },
});

interface DiscardDialogProps {
  open: boolean;
  onDiscard: () => void;
  onBack: () => void;
  onSaveAndClose: () => void;
}

const EXIT_ANIMATION_MS = 400;

/**
 * Opened from state (no DialogTrigger), so Fluent does not restore focus on "Vissza": give it back
 * to what asked (the close button, or the field Escape was pressed in) once this dialog is gone.
 * A layout effect, so the opener is read before the dialog moves focus into itself.
 */
function useFocusBackToOpener(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) {
      opener.current ??= document.activeElement instanceof HTMLElement ? document.activeElement : null;
      return;
    }
    const target = opener.current;
    opener.current = null;
    if (!target) return;
    const restore = () => {
      const active = document.activeElement;
      if ((!active || active === document.body) && target.isConnected) target.focus();
    };
    restore();
    const timer = window.setTimeout(restore, EXIT_ANIMATION_MS);
    return () => window.clearTimeout(timer);
  }, [open]);
}

/** SPEC §4: closing with unsaved changes asks first — discard, back, or save and close. */
export function DiscardDialog({ open, onDiscard, onBack, onSaveAndClose }: DiscardDialogProps) {
  const styles = useStyles();
  const t = hu.adminServices.edit.discard;
  useFocusBackToOpener(open);
  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_, data) => !data.open && onBack()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t.title}</DialogTitle>
          <DialogContent>{t.body}</DialogContent>
          <DialogActions className={styles.actions}>
            <Button appearance="primary" onClick={onSaveAndClose}>
              {t.saveAndClose}
            </Button>
            <Button onClick={onDiscard}>{t.discard}</Button>
            <Button onClick={onBack}>{t.back}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

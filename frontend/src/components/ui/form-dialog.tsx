import type { ReactNode, Ref } from 'react';
import { Button, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { Modal } from './modal';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

interface FormDialogProps {
  open: boolean;
  title: ReactNode;
  /** The form's ref, so its errors can take the focus (lib/use-form-focus). */
  formRef: Ref<HTMLFormElement>;
  submitLabel: string;
  cancelLabel: string;
  /** The submit button waits while the form's call is on its way. */
  busy: boolean;
  onSubmit: () => void;
  /** Called by the cancel button, Escape and a click beside the dialog alike. */
  onCancel: () => void;
  surfaceClassName?: string;
  children: ReactNode;
}

/**
 * A dialog that is one form: its fields, then "Mégse" and the action's own button (Enter submits). The
 * staff dialogs that ask for a few words before acting (a rejection's reason, a note, a message) are this.
 */
export function FormDialog({ open, title, formRef, submitLabel, cancelLabel, busy, onSubmit, onCancel, surfaceClassName, children }: FormDialogProps) {
  const styles = useStyles();
  return (
    <Modal open={open} onOpenChange={(_, data) => !data.open && onCancel()}>
      <DialogSurface className={surfaceClassName}>
        <form
          ref={formRef}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.content}>{children}</DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onCancel}>
                {cancelLabel}
              </Button>
              <Button type="submit" appearance="primary" disabledFocusable={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
                {submitLabel}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Modal>
  );
}

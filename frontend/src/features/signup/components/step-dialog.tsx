import { useState, type FormEvent, type ReactNode } from 'react';
import { Body1, Button, Caption1, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { DiscardDialog } from '@/components/ui/discard-dialog';
import { FormError } from '@/components/ui/form-error';
import { LiveMessage } from '@/components/ui/live-message';
import { Modal } from '@/components/ui/modal';
import { DismissRegular } from '@fluentui/react-icons';
import { hu } from '@/i18n/hu';
import type { FormFocus } from '@/lib/use-form-focus';

const useStyles = makeStyles({
  surface: { maxWidth: '560px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  step: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
  intro: { margin: 0, color: tokens.colorNeutralForeground2 },
  actions: {
    // Phone width: buttons full width, primary on top (Fluent stacks them in reverse DOM order).
    '@media (max-width: 480px)': { width: '100%' },
  },
});

interface StepDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Index (0-based) and names of the steps, shown as "2/3 · Iskola és adatkezelés". */
  step: number;
  stepNames: readonly string[];
  intro?: ReactNode;
  /** A message for the whole form (network, rate limit, bot check). */
  formError?: string;
  offline?: boolean;
  onSubmit?: () => void;
  /** Something has been typed: closing asks before throwing it away. */
  dirty?: boolean;
  actions: ReactNode;
  /** The dialog's form focus (`useFormFocus(step)`): each step opens on its first field, errors take focus. */
  focus: FormFocus<HTMLFormElement>;
  children?: ReactNode;
}

/**
 * The frame of the three-step signup dialogs (SPEC §2): title with a close button, step caption,
 * intro, the step's fields in a form, and its buttons. A click beside the dialog does not close it,
 * and Escape or the close button ask first once something has been typed, so a half-filled form
 * is not lost by accident. A new step opens on its first field (the thank-you on its heading) and is
 * announced ("2. lépés: Iskola és adatkezelés"); a failed submit focuses the field in error or the
 * form's message.
 */
export function StepDialog({
  open,
  onClose,
  title,
  step,
  stepNames,
  intro,
  formError,
  offline,
  onSubmit,
  dirty = false,
  actions,
  focus,
  children,
}: StepDialogProps) {
  const styles = useStyles();
  const [askDiscard, setAskDiscard] = useState(false);
  const requestClose = () => (dirty ? setAskDiscard(true) : onClose());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit?.();
  };
  return (
    <Modal open={open} onOpenChange={(_, data) => !data.open && data.type !== 'backdropClick' && requestClose()}>
      <DialogSurface className={styles.surface}>
        <form ref={focus.ref} onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle
              action={<Button appearance="subtle" aria-label={hu.forms.close} icon={<DismissRegular />} onClick={requestClose} />}
            >
              {title}
            </DialogTitle>
            <DialogContent className={styles.content}>
              {/* Mounted from the start, so each new step's name is read out (the first one opens with the dialog). */}
              <LiveMessage text={focus.moved ? hu.formSteps.announcement(step + 1, stepNames[step]) : ''} />
              {/* The last step is the thank-you, which speaks for itself. */}
              {step < stepNames.length - 1 && (
                <Caption1 className={styles.step}>{hu.forms.stepOf(step + 1, stepNames.length, stepNames[step])}</Caption1>
              )}
              {intro && (
                <Body1 as="p" className={styles.intro}>
                  {intro}
                </Body1>
              )}
              {offline && (
                <MessageBar intent="warning" layout="multiline">
                  <MessageBarBody>{hu.forms.offline}</MessageBarBody>
                </MessageBar>
              )}
              <FormError message={formError} />
              {children}
            </DialogContent>
            <DialogActions className={styles.actions}>{actions}</DialogActions>
          </DialogBody>
        </form>
        <DiscardDialog
          open={open && askDiscard}
          title={hu.forms.discardTitle}
          body={hu.forms.discardBody}
          onBack={() => setAskDiscard(false)}
          onDiscard={() => {
            setAskDiscard(false);
            onClose();
          }}
        />
      </DialogSurface>
    </Modal>
  );
}

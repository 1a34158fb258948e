import { useState, type FormEvent } from 'react';
import { Body1, Button, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, DialogTrigger, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { FormError } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { hu } from '@/i18n/hu';
import { useDialogOf, useShowDialog } from '@/lib/dialogs';
import { useFormFocus } from '@/lib/use-form-focus';
import { useRequestPasswordReset } from '../api/request-password-reset';
import type { FormErrors } from '@/lib/form-errors';
import { resetRequestErrors } from '../lib/form-errors';

const useStyles = makeStyles({
  surface: { maxWidth: '440px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  text: { margin: 0 },
});

/** Asks for the account's e-mail and requests a password-reset link. */
export function ResetRequestDialog() {
  const styles = useStyles();
  const dialog = useDialogOf('resetRequest');
  const showDialog = useShowDialog();
  return (
    <Modal open={dialog !== undefined} onOpenChange={(_, data) => !data.open && showDialog(null)}>
      <DialogSurface className={styles.surface}>
        <ResetRequestForm
          initialEmail={dialog?.email ?? ''}
          onSent={(email) => showDialog({ kind: 'resetRequested', email })}
        />
      </DialogSurface>
    </Modal>
  );
}

function ResetRequestForm({ initialEmail, onSent }: { initialEmail: string; onSent: (email: string) => void }) {
  const styles = useStyles();
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState(initialEmail);
  const [errors, setErrors] = useState<FormErrors<'email'>>({ fields: {} });
  const focus = useFormFocus<HTMLFormElement>();
  const showErrors = (shown: FormErrors<'email'>) => {
    setErrors(shown);
    focus.focusErrors();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (request.isPending) return;
    const trimmed = email.trim();
    if (!trimmed) return showErrors({ fields: { email: hu.fieldErrors.isNotEmpty } });
    setErrors({ fields: {} });
    request.mutate(
      { email: trimmed },
      { onSuccess: () => onSent(trimmed), onError: (error) => showErrors(resetRequestErrors(error)) },
    );
  };

  return (
    <form ref={focus.ref} onSubmit={submit} noValidate>
      <DialogBody>
        <DialogTitle>{hu.resetRequest.title}</DialogTitle>
        <DialogContent className={styles.content}>
          <Body1 as="p" className={styles.text}>
            {hu.resetRequest.body}
          </Body1>
          <FormError message={errors.form} />
          <TextField
            label={hu.resetRequest.email}
            error={errors.fields.email}
            type="email"
            name="email"
            autoComplete="username"
            value={email}
            onChange={(value) => {
              setEmail(value);
              setErrors({ fields: {} });
            }}
          />
        </DialogContent>
        <DialogActions>
          <DialogTrigger disableButtonEnhancement action="close">
            <Button appearance="secondary">{hu.resetRequest.cancel}</Button>
          </DialogTrigger>
          <Button
            type="submit"
            appearance="primary"
            disabledFocusable={request.isPending}
            icon={request.isPending ? <Spinner size="tiny" /> : undefined}
          >
            {hu.resetRequest.submit}
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  );
}

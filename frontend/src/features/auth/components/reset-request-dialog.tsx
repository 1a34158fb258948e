import { useState, type FormEvent } from 'react';
import { Body1, Button, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, DialogTrigger, Field, Input, MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { Modal } from '@/components/ui/modal';
import { hu } from '@/i18n/hu';
import { useDialogOf, useShowDialog } from '@/lib/dialogs';
import { useRequestPasswordReset } from '../api/request-password-reset';
import type { FormErrors } from '@/lib/form-errors';
import { resetRequestErrors } from '../form-errors';

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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (request.isPending) return;
    const trimmed = email.trim();
    if (!trimmed) {
      setErrors({ fields: { email: hu.fieldErrors.isNotEmpty } });
      return;
    }
    setErrors({ fields: {} });
    request.mutate(
      { email: trimmed },
      { onSuccess: () => onSent(trimmed), onError: (error) => setErrors(resetRequestErrors(error)) },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <DialogBody>
        <DialogTitle>{hu.resetRequest.title}</DialogTitle>
        <DialogContent className={styles.content}>
          <Body1 as="p" className={styles.text}>
            {hu.resetRequest.body}
          </Body1>
          {errors.form && (
            <MessageBar intent="error" layout="multiline">
              <MessageBarBody>{errors.form}</MessageBarBody>
            </MessageBar>
          )}
          <Field
            label={hu.resetRequest.email}
            validationState={errors.fields.email ? 'error' : 'none'}
            validationMessage={errors.fields.email}
          >
            <Input
              type="email"
              name="email"
              autoComplete="username"
              aria-required
              value={email}
              onChange={(_, data) => {
                setEmail(data.value);
                setErrors({ fields: {} });
              }}
            />
          </Field>
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

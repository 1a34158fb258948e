import { useState, type FormEvent } from 'react';
import { Body1, Button, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Input, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { KeyRegular } from '@fluentui/react-icons';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { MessageDialog } from '@/components/ui/message-dialog';
import { Modal } from '@/components/ui/modal';
import { PasswordFields } from '@/components/ui/password-fields';
import { errorText, hu } from '@/i18n/hu';
import { huMember } from '@/i18n/hu-member';
import { ApiError, type ApiErrorCode } from '@/lib/api-client';
import { tokenStaysSignedIn } from '@/lib/token-storage';
import { useFormFocus } from '@/lib/use-form-focus';
import { usePasswordPair } from '@/lib/use-password-pair';
import { useChangePassword } from '../api/change-password';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalM, paddingBlock: tokens.spacingVerticalXXL },
  muted: { color: tokens.colorNeutralForeground2, margin: 0 },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** Said under the current password: a wrong one, or too many wrong ones (the sign-in backoff, in sign-in's words). */
const CURRENT_PASSWORD_ERRORS: ReadonlySet<ApiErrorCode> = new Set(['WRONG_PASSWORD', 'TOO_MANY_REQUESTS']);

/**
 * "Jelszó módosítása" (issue 22): the current password, then the new one twice. Every other device is
 * signed out; this one goes on with the new token the server answers.
 */
export function PasswordChangeSection() {
  const styles = useStyles();
  const t = huMember.passwordChange;
  const [asking, setAsking] = useState(false);
  const [current, setCurrent] = useState('');
  const [currentError, setCurrentError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  const passwords = usePasswordPair();
  const change = useChangePassword();
  const focus = useFormFocus<HTMLFormElement>();

  const close = () => {
    setAsking(false);
    setCurrent('');
    setCurrentError(undefined);
    setFormError(undefined);
    passwords.fields.onChange({ password: '', confirmation: '' });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const missingCurrent = current ? undefined : hu.fieldErrors.isNotEmpty;
    setCurrentError(missingCurrent);
    if (!passwords.check() || missingCurrent) return focus.focusErrors();
    const stayLoggedIn = tokenStaysSignedIn();
    change.mutate(
      { currentPassword: current, password: passwords.password, stayLoggedIn },
      {
        onSuccess: close,
        onError: (failure) => {
          if (failure instanceof ApiError && CURRENT_PASSWORD_ERRORS.has(failure.code)) setCurrentError(errorText(failure.code));
          else if (!passwords.showServerError(failure)) setFormError(t.failed);
          focus.focusErrors();
        },
      },
    );
  };

  return (
    <section className={styles.section} aria-labelledby="jelszo">
      <Subtitle1 as="h2" id="jelszo">
        {t.title}
      </Subtitle1>
      <Body1 as="p" className={styles.muted}>
        {t.intro}
      </Body1>
      <Button icon={<KeyRegular />} onClick={() => setAsking(true)}>
        {t.open}
      </Button>
      {asking && (
        <Modal open={asking} onOpenChange={(_, data) => !data.open && close()}>
          <DialogSurface>
            <form ref={focus.ref} onSubmit={submit} noValidate>
              <DialogBody>
                <DialogTitle>{t.dialogTitle}</DialogTitle>
                <DialogContent className={styles.form}>
                  <FormError message={formError} />
                  <FormField label={t.currentPassword} error={currentError}>
                    <Input
                      type="password"
                      name="current-password"
                      autoComplete="current-password"
                      aria-required
                      value={current}
                      onChange={(_, data) => {
                        setCurrent(data.value);
                        setCurrentError(undefined);
                      }}
                    />
                  </FormField>
                  <PasswordFields {...passwords.fields} labels={{ password: t.newPassword, confirmation: t.newPasswordConfirm }} />
                </DialogContent>
                <DialogActions>
                  <Button type="submit" appearance="primary" disabledFocusable={change.isPending}>
                    {change.isPending ? t.submitting : t.submit}
                  </Button>
                  <Button onClick={close}>{t.cancel}</Button>
                </DialogActions>
              </DialogBody>
            </form>
          </DialogSurface>
        </Modal>
      )}
      {change.isSuccess && !asking && <MessageDialog open={change.isSuccess && !asking} title={t.doneTitle} body={t.doneBody} onClose={() => change.reset()} />}
    </section>
  );
}

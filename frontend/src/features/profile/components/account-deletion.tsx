import { useState, type FormEvent } from 'react';
import { Body1, Button, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, MessageBar, MessageBarBody, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { MessageDialog } from '@/components/ui/message-dialog';
import { Modal } from '@/components/ui/modal';
import { paths } from '@/config/paths';
import { errorText, hu } from '@/i18n/hu';
import { ApiError } from '@/lib/api-client';
import { useSignOut } from '@/lib/session';
import { useDeleteAccount } from '../api/delete-account';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalM, paddingBlock: tokens.spacingVerticalXXL },
  muted: { color: tokens.colorNeutralForeground2, margin: 0 },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** "Adataim": the member erases their own account after typing the password again (issue 12). */
export function AccountDeletion() {
  const styles = useStyles();
  const t = hu.accountDeletion;
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const remove = useDeleteAccount();
  const signOut = useSignOut();
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError(hu.fieldErrors.isNotEmpty);
    remove.mutate(
      { password },
      {
        onSuccess: () => {
          setAsking(false);
          setDone(true);
        },
        onError: (failure) => setError(failure instanceof ApiError && failure.code === 'WRONG_PASSWORD' ? errorText('WRONG_PASSWORD') : t.failed),
      },
    );
  };

  const leave = async () => {
    await navigate(paths.home);
    signOut();
  };

  return (
    <section className={styles.section} aria-labelledby="adataim">
      <Subtitle1 as="h2" id="adataim">
        {t.title}
      </Subtitle1>
      <Body1 as="p" className={styles.muted}>
        {t.intro}
      </Body1>
      <Button onClick={() => setAsking(true)}>{t.open}</Button>
      <Modal open={asking} modalType="alert" onOpenChange={(_, data) => !data.open && setAsking(false)}>
        <DialogSurface>
          <form onSubmit={submit} noValidate>
            <DialogBody>
              <DialogTitle>{t.dialogTitle}</DialogTitle>
              <DialogContent className={styles.form}>
                <Body1 as="p">{t.dialogBody}</Body1>
                <Field label={t.password} required validationState={error ? 'error' : 'none'} validationMessage={error}>
                  <Input
                    type="password"
                    autoComplete="current-password"
                    value={password}
                    onChange={(_, data) => {
                      setPassword(data.value);
                      setError(undefined);
                    }}
                  />
                </Field>
                {remove.isError && !error && (
                  <MessageBar intent="error">
                    <MessageBarBody>{t.failed}</MessageBarBody>
                  </MessageBar>
                )}
              </DialogContent>
              <DialogActions>
                <Button type="submit" appearance="primary" disabledFocusable={remove.isPending}>
                  {remove.isPending ? t.deleting : t.confirm}
                </Button>
                <Button onClick={() => setAsking(false)}>{t.cancel}</Button>
              </DialogActions>
            </DialogBody>
          </form>
        </DialogSurface>
      </Modal>
      <MessageDialog open={done} title={t.doneTitle} body={t.doneBody} onClose={() => void leave()} />
    </section>
  );
}

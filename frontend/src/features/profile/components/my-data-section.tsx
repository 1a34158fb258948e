import { useState, type FormEvent } from 'react';
import { Body1, Button, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Input, MessageBar, MessageBarBody, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { FormField } from '@/components/ui/form-field';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { MessageDialog } from '@/components/ui/message-dialog';
import { Modal } from '@/components/ui/modal';
import { paths } from '@/config/paths';
import { errorText, hu } from '@/i18n/hu';
import { huMember } from '@/i18n/hu-member';
import { ApiError, type ApiErrorCode } from '@/lib/api-client';
import { useSignOut } from '@/lib/session';
import { withDownloadToken } from '@/lib/api/get-download-token';
import { openDownload } from '@/lib/open-download';
import { useDeleteAccount } from '../api/delete-account';
import { useExportMyData } from '../api/export-my-data';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalM, paddingBlock: tokens.spacingVerticalXXL },
  muted: { color: tokens.colorNeutralForeground2, margin: 0 },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

/** Said under the password: a wrong one, or too many wrong ones (the sign-in backoff, in sign-in's words). */
const PASSWORD_ERRORS: ReadonlySet<ApiErrorCode> = new Set(['WRONG_PASSWORD', 'TOO_MANY_REQUESTS']);

/**
 * "Adataim" (issues 12 and 21): everything held about the member to take away, as an Excel file to
 * read and as JSON for programs (the buttons say which is which), and the member's own erasure after
 * typing the password again.
 */
export function MyDataSection() {
  const styles = useStyles();
  const t = huMember.accountDeletion;
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const remove = useDeleteAccount();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const exportJson = useExportMyData();
  const [downloadFailed, setDownloadFailed] = useState(false);

  const downloadJson = () =>
    exportJson.mutate(undefined, {
      onSuccess: (data) => {
        const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
        openDownload(url, 'adataim.json');
        window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
      },
      onError: () => setDownloadFailed(true),
    });

  const downloadXlsx = async () => {
    setDownloadFailed(false);
    try {
      openDownload(await withDownloadToken('/api/profile/export.xlsx'), 'adataim.xlsx');
    } catch {
      setDownloadFailed(true);
    }
  };

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
        onError: (failure) => setError(failure instanceof ApiError && PASSWORD_ERRORS.has(failure.code) ? errorText(failure.code) : t.failed),
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
        {t.downloadIntro}
      </Body1>
      <div className={styles.row}>
        <Button icon={<ArrowDownloadRegular />} onClick={() => void downloadXlsx()}>
          {t.downloadXlsx}
        </Button>
        <Button icon={<ArrowDownloadRegular />} disabledFocusable={exportJson.isPending} onClick={downloadJson}>
          {t.downloadJson}
        </Button>
      </div>
      {downloadFailed && (
        <MessageBar intent="error">
          <MessageBarBody>{t.downloadFailed}</MessageBarBody>
        </MessageBar>
      )}
      <Body1 as="p" className={styles.muted}>
        {t.intro}
      </Body1>
      <Button onClick={() => setAsking(true)}>{t.open}</Button>
      {asking && (
        <Modal open={asking} modalType="alert" onOpenChange={(_, data) => !data.open && setAsking(false)}>
          <DialogSurface>
            <form onSubmit={submit} noValidate>
              <DialogBody>
                <DialogTitle>{t.dialogTitle}</DialogTitle>
                <DialogContent className={styles.form}>
                  <Body1 as="p">{t.dialogBody}</Body1>
                  <FormField label={t.password} required error={error}>
                    <Input
                      type="password"
                      autoComplete="current-password"
                      value={password}
                      onChange={(_, data) => {
                        setPassword(data.value);
                        setError(undefined);
                      }}
                    />
                  </FormField>
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
      )}
      {done && <MessageDialog open={done} title={t.doneTitle} body={t.doneBody} onClose={() => void leave()} />}
    </section>
  );
}

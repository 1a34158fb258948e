import type { FormEvent, ReactNode } from 'react';
import { Button, MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { hu } from '@/i18n/hu';
import { useOnlineStatus } from '@/lib/use-online-status';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  submit: { alignSelf: 'stretch' },
});

interface AccountFormProps {
  onSubmit: () => void;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  children: ReactNode;
}

/** The form of a link page: fields, then one full-width submit button (off while offline). */
export function AccountForm({ onSubmit, submitLabel, pendingLabel, pending, children }: AccountFormProps) {
  const styles = useStyles();
  const online = useOnlineStatus();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending && online) onSubmit();
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {!online && (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>{hu.forms.offline}</MessageBarBody>
        </MessageBar>
      )}
      {children}
      <Button
        type="submit"
        appearance="primary"
        size="large"
        className={styles.submit}
        disabled={!online}
        disabledFocusable={pending}
        icon={pending ? <Spinner size="tiny" aria-label={pendingLabel} /> : undefined}
      >
        {submitLabel}
      </Button>
    </form>
  );
}

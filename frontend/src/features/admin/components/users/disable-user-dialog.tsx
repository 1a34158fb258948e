import { useState } from 'react';
import { Body1, Textarea, makeStyles } from '@fluentui/react-components';
import { useAdminNotify } from '@/components/ui/admin-toaster';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { FormDialog } from '@/components/ui/form-dialog';
import { huAdmin } from '@/i18n/hu-admin';
import { noErrors, submitErrors, type FormErrors } from '@/lib/form-errors';
import { useFormFocus } from '@/lib/use-form-focus';
import { useDisableUser } from '../../api/disable-user';
import type { REJECTION_REASON_MAX } from '@backend/contract/admin-users';
import { BlockConsequences } from './block-consequences';
import type { Disabling } from './use-user-actions';

const useStyles = makeStyles({
  surface: { maxWidth: '520px' },
});

const FIELDS = ['reason'] as const;
/**
 * The contract's limit: the contract reaches the bundle as types only (ESLint), so the number is written
 * here, and its type, the contract constant's literal type, fails the typecheck if the two ever differ.
 */
const REASON_MAX: typeof REJECTION_REASON_MAX = 1000;

interface DisableUserDialogProps {
  /** The applicant being rejected or the member being blocked; null keeps the dialog closed. */
  disabling: Disabling | null;
  onClose: () => void;
}

/** The dialog's words: an applicant's rejection, or a member's block (SPEC §5's question as its title). */
function wordsFor({ user, kind }: Disabling) {
  const { reject, block, confirmDisable } = huAdmin.adminUsers;
  if (kind === 'application') return { ...reject, title: reject.title(user.lastName, user.firstName) };
  return { ...reject, ...block, title: confirmDisable(user.lastName, user.firstName) };
}

/**
 * Issue 41 §1: rejecting an applicant or blocking a member mails them, so the app asks in its own
 * dialog, lets staff add a reason for the mail and the log, and for a block shows first what it does
 * to the member's places. A failure keeps the dialog and the typed reason, with the error.
 */
export function DisableUserDialog({ disabling, onClose }: DisableUserDialogProps) {
  const styles = useStyles();
  const notify = useAdminNotify();
  const disableUser = useDisableUser();
  const focus = useFormFocus<HTMLFormElement>();
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FormErrors<'reason'>>(noErrors);
  // Kept while the dialog animates out, so its title does not go blank.
  const [shown, setShown] = useState(disabling);
  if (disabling && disabling !== shown) setShown(disabling);
  const t = shown ? wordsFor(shown) : null;

  const finish = () => {
    setReason('');
    setErrors(noErrors());
    disableUser.reset();
    onClose();
  };
  // Not while the call is on its way: its answer still has to close the dialog and tell staff.
  const cancel = () => {
    if (!disableUser.isPending) finish();
  };
  const submit = () => {
    if (!disabling || !t || disableUser.isPending) return;
    const { user } = disabling;
    disableUser.mutate(
      { id: user.id, reason },
      {
        onSuccess: () => {
          notify(t.done(user.fullName));
          finish();
        },
        onError: (error) => {
          setErrors(submitErrors(error, {}, FIELDS));
          focus.focusErrors();
        },
      },
    );
  };

  return (
    <FormDialog
      open={disabling !== null}
      title={t?.title}
      formRef={focus.ref}
      submitLabel={t?.confirm ?? ''}
      cancelLabel={huAdmin.adminUsers.reject.cancel}
      busy={disableUser.isPending}
      onSubmit={submit}
      onCancel={cancel}
      surfaceClassName={styles.surface}
    >
      <FormError message={errors.form} />
      <Body1 as="p">{t?.body}</Body1>
      {shown?.kind === 'member' && <BlockConsequences userId={shown.user.id} />}
      <FormField label={t?.reason ?? ''} hint={huAdmin.adminUsers.reject.charactersLeft(REASON_MAX - reason.length)} error={errors.fields.reason}>
        <Textarea
          value={reason}
          rows={4}
          resize="vertical"
          maxLength={REASON_MAX}
          onChange={(_, data) => {
            setReason(data.value);
            if (errors.fields.reason) setErrors(noErrors());
          }}
        />
      </FormField>
    </FormDialog>
  );
}

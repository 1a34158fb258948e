import { useState } from 'react';
import { Body1, Button, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Spinner, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useAdminNotify } from '@/components/ui/admin-toaster';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { huAdmin } from '@/i18n/hu-admin';
import { noErrors, submitErrors, type FormErrors } from '@/lib/form-errors';
import { useFormFocus } from '@/lib/use-form-focus';
import { useDisableUser } from '../../api/disable-user';
import type { REJECTION_REASON_MAX } from '@backend/contract/admin-users';
import type { Person } from './use-user-actions';

const useStyles = makeStyles({
  surface: { maxWidth: '520px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

const FIELDS = ['reason'] as const;
/**
 * The contract's limit: the contract reaches the bundle as types only (ESLint), so the number is written
 * here, and its type, the contract constant's literal type, fails the typecheck if the two ever differ.
 */
const REASON_MAX: typeof REJECTION_REASON_MAX = 1000;

interface RejectApplicantDialogProps {
  /** The applicant being rejected; null keeps the dialog closed. */
  user: Person | null;
  onClose: () => void;
}

/**
 * Issue 41 §1: rejecting an applicant mails them, so the app asks in its own dialog and lets staff add
 * a reason for the mail and the log. A failure keeps the dialog and the typed reason, with the error.
 */
export function RejectApplicantDialog({ user, onClose }: RejectApplicantDialogProps) {
  const styles = useStyles();
  const t = huAdmin.adminUsers.reject;
  const notify = useAdminNotify();
  const reject = useDisableUser();
  const focus = useFormFocus<HTMLFormElement>();
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FormErrors<'reason'>>(noErrors);
  // Kept while the dialog animates out, so its title does not go blank.
  const [shown, setShown] = useState(user);
  if (user && user !== shown) setShown(user);

  const finish = () => {
    setReason('');
    setErrors(noErrors());
    reject.reset();
    onClose();
  };
  // Not while the rejection is on its way: its answer still has to close the dialog and tell staff.
  const cancel = () => {
    if (!reject.isPending) finish();
  };
  const submit = () => {
    if (!user || reject.isPending) return;
    reject.mutate(
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
    <Modal open={user !== null} onOpenChange={(_, data) => !data.open && cancel()}>
      <DialogSurface className={styles.surface}>
        <form
          ref={focus.ref}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <DialogBody>
            <DialogTitle>{shown && t.title(shown.lastName, shown.firstName)}</DialogTitle>
            <DialogContent className={styles.content}>
              <FormError message={errors.form} />
              <Body1 as="p">{t.body}</Body1>
              <FormField label={t.reason} hint={t.charactersLeft(REASON_MAX - reason.length)} error={errors.fields.reason}>
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
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={cancel}>
                {t.cancel}
              </Button>
              <Button type="submit" appearance="primary" disabledFocusable={reject.isPending} icon={reject.isPending ? <Spinner size="tiny" /> : undefined}>
                {t.confirm}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Modal>
  );
}

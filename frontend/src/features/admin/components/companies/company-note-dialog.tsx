import { useState } from 'react';
import { Textarea, makeStyles } from '@fluentui/react-components';
import { useAdminNotify } from '@/components/ui/admin-toaster';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { FormDialog } from '@/components/ui/form-dialog';
import { huAdmin } from '@/i18n/hu-admin';
import { noErrors, submitErrors, type FormErrors } from '@/lib/form-errors';
import { useFormFocus } from '@/lib/use-form-focus';
import { COMPANY_NOTE_MAX } from '@backend/modules/companies/domain/company-status';
import { useSetCompanyNote } from '../../api/company-actions';
import type { CompanyApplicationView } from '@backend/contract/companies';

const useStyles = makeStyles({
  surface: { maxWidth: '560px' },
});

const FIELDS = ['note'] as const;
const t = huAdmin.adminCompanies.note;

interface CompanyNoteDialogProps {
  /** The application whose note is edited; null keeps the dialog closed. */
  company: CompanyApplicationView | null;
  onClose: () => void;
}

/** Staff's note on an application (decision 0107: at most 2,000 characters; empty clears it). A failure keeps the text. */
export function CompanyNoteDialog({ company, onClose }: CompanyNoteDialogProps) {
  const styles = useStyles();
  const notify = useAdminNotify();
  const setNote = useSetCompanyNote();
  const focus = useFormFocus<HTMLFormElement>();
  const [note, setText] = useState('');
  const [errors, setErrors] = useState<FormErrors<'note'>>(noErrors);
  // Kept while the dialog animates out, so its title does not go blank; the text starts as the saved note.
  const [shown, setShown] = useState(company);
  if (company && company !== shown) {
    setShown(company);
    setText(company.note);
  }

  const finish = () => {
    setErrors(noErrors());
    setNote.reset();
    onClose();
  };
  const cancel = () => {
    if (!setNote.isPending) finish();
  };
  const submit = () => {
    if (!company || setNote.isPending) return;
    setNote.mutate(
      { id: company.id, note },
      {
        onSuccess: () => {
          notify(t.saved);
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
      open={company !== null}
      title={shown ? t.title(shown.name) : ''}
      formRef={focus.ref}
      submitLabel={t.save}
      cancelLabel={t.cancel}
      busy={setNote.isPending}
      onSubmit={submit}
      onCancel={cancel}
      surfaceClassName={styles.surface}
    >
      <FormError message={errors.form} />
      <FormField label={t.label} hint={huAdmin.adminUsers.reject.charactersLeft(COMPANY_NOTE_MAX - note.length)} error={errors.fields.note}>
        <Textarea
          value={note}
          rows={6}
          resize="vertical"
          maxLength={COMPANY_NOTE_MAX}
          onChange={(_, data) => {
            setText(data.value);
            if (errors.fields.note) setErrors(noErrors());
          }}
        />
      </FormField>
    </FormDialog>
  );
}

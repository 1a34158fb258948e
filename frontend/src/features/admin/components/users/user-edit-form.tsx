import { useId, useState, type FormEvent } from 'react';
import { Button, DialogActions, DialogContent, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { FormError } from '@/components/ui/form-error';
import { FormField, TextField } from '@/components/ui/form-field';
import { NumericInput } from '@/components/ui/numeric-input';
import { huAdmin } from '@/i18n/hu-admin';
import { useFormFocus } from '@/lib/use-form-focus';
import { useAdminUser } from '../../api/get-admin-user';
import { useUpdateAdminUser } from '../../api/update-admin-user';
import { useAdminNotify } from '@/components/ui/admin-toaster';
import { JoinedServices } from './joined-services';
import { UserReadOnlyDetails } from './user-read-only-details';
import { editErrors, missingFields, type EditErrors, type EditField } from './user-edit-errors';
import type { AdminUserView, EditUserBody } from '@backend/contract/admin-users';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    // A hint under one field (a new e-mail address) must not stretch the field beside it.
    alignItems: 'start',
    '@media (max-width: 599px)': { gridTemplateColumns: '1fr' },
  },
  legend: { padding: 0, marginBottom: tokens.spacingVerticalS, fontWeight: tokens.fontWeightSemibold },
  fieldset: { border: 'none', margin: 0, padding: 0, minWidth: 0 },
});

const editable = (user: AdminUserView): EditUserBody => ({
  lastName: user.lastName,
  firstName: user.firstName,
  email: user.email,
  phone: user.phone,
  zip: user.zip,
  city: user.city,
});

/** The six editable fields (PUT /admin/users/{id}), then what the member gave at sign-up, then the services. */
export function UserEditForm({ user: row, onDone }: { user: AdminUserView; onDone: () => void }) {
  const styles = useStyles();
  const detail = useAdminUser(row.id);
  // Read-only fields from the latest detail once it arrives; the row until then.
  const user = detail.data ?? row;
  const formId = useId();
  const t = huAdmin.adminUsers.edit;
  const notify = useAdminNotify();
  const update = useUpdateAdminUser();
  const [values, setValues] = useState<EditUserBody>(() => editable(row));
  const [errors, setErrors] = useState<EditErrors>({ fields: {} });
  const focus = useFormFocus<HTMLFormElement>();
  // EMAIL_TAKEN on the e-mail, other server field errors on theirs, the rest above the form: focus follows.
  const showErrors = (shown: EditErrors) => {
    setErrors(shown);
    focus.focusErrors();
  };

  const set = (field: EditField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, fields: { ...current.fields, [field]: undefined } }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    const trimmed = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()])) as EditUserBody;
    const missing = missingFields(trimmed);
    if (Object.keys(missing).length > 0) return showErrors({ fields: missing });
    setErrors({ fields: {} });
    update.mutate(
      { id: user.id, ...trimmed },
      {
        onSuccess: (saved) => {
          notify(huAdmin.adminUsers.saved(saved.fullName));
          onDone();
        },
        onError: (error) => showErrors(editErrors(error)),
      },
    );
  };

  // autoComplete off: the browser must not offer the admin's own details for a member's fields.
  const text = (field: EditField, type: 'text' | 'email' | 'tel' = 'text', hint?: string) => (
    <TextField label={t[field]} hint={hint} error={errors.fields[field]} type={type} autoComplete="off" value={values[field]} onChange={(value) => set(field, value)} />
  );
  // A new address ends what the old one held (issue 38 §3): staff are told before they save.
  const emailChanges = values.email.trim().toLowerCase() !== row.email;

  return (
    <>
      <DialogContent>
        <form ref={focus.ref} id={formId} className={styles.form} onSubmit={submit} noValidate>
          <FormError message={errors.form} />
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t.editable}</legend>
            <div className={styles.grid}>
              {text('lastName')}
              {text('firstName')}
              {text('email', 'email', emailChanges ? t.emailChangeHint : undefined)}
              {text('phone', 'tel')}
              <FormField label={t.zip} error={errors.fields.zip}>
                <NumericInput aria-required maxDigits={4} value={values.zip} onChange={(value) => set('zip', value)} />
              </FormField>
              {text('city')}
            </div>
          </fieldset>
          <UserReadOnlyDetails user={user} />
          <JoinedServices detail={detail} />
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onDone}>{t.cancel}</Button>
        <Button
          type="submit"
          form={formId}
          appearance="primary"
          disabledFocusable={update.isPending}
          icon={update.isPending ? <Spinner size="tiny" aria-label={t.saving} /> : undefined}
        >
          {t.save}
        </Button>
      </DialogActions>
    </>
  );
}

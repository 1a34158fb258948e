import { Input } from '@fluentui/react-components';
import { FormField } from '@/components/ui/form-field';
import { hu } from '@/i18n/hu';
import type { PasswordErrors, PasswordPair } from '@/lib/password-pair';

interface PasswordFieldsProps {
  value: PasswordPair;
  errors: PasswordErrors;
  /** Any edit of either field clears the password errors (SPEC §5). */
  onChange: (value: PasswordPair) => void;
  /** The fields' labels where "Jelszó" alone would not say which one (beside the current password). */
  labels?: { password: string; confirmation: string };
}

/** New password and its confirmation; on a mismatch both are marked and the confirmation explains. */
export function PasswordFields({ value, errors, onChange, labels = { password: hu.forms.password, confirmation: hu.forms.passwordConfirm } }: PasswordFieldsProps) {
  const password = (field: keyof PasswordPair, name: string) => (
    <Input
      type="password"
      name={name}
      autoComplete="new-password"
      aria-required
      value={value[field]}
      onChange={(_, data) => onChange({ ...value, [field]: data.value })}
    />
  );
  return (
    <>
      <FormField label={labels.password} hint={hu.forms.passwordHint} error={errors.password} invalid={errors.mismatch}>
        {password('password', 'new-password')}
      </FormField>
      <FormField label={labels.confirmation} error={errors.confirmation}>
        {password('confirmation', 'confirm-password')}
      </FormField>
    </>
  );
}

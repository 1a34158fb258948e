import { Input } from '@fluentui/react-components';
import { FormField } from '@/components/ui/form-field';
import { hu } from '@/i18n/hu';
import type { PasswordErrors, PasswordPair } from '../password-form';

interface PasswordFieldsProps {
  value: PasswordPair;
  errors: PasswordErrors;
  /** Any edit of either field clears the password errors (SPEC §5). */
  onChange: (value: PasswordPair) => void;
}

/** New password and its confirmation; on a mismatch both are marked and the confirmation explains. */
export function PasswordFields({ value, errors, onChange }: PasswordFieldsProps) {
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
      <FormField label={hu.forms.password} hint={hu.forms.passwordHint} error={errors.password} invalid={errors.mismatch}>
        {password('password', 'new-password')}
      </FormField>
      <FormField label={hu.forms.passwordConfirm} error={errors.confirmation}>
        {password('confirmation', 'confirm-password')}
      </FormField>
    </>
  );
}

import { Field, Input } from '@fluentui/react-components';
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
  const passwordInvalid = Boolean(errors.password || errors.mismatch);
  return (
    <>
      <Field
        label={hu.forms.password}
        hint={hu.forms.passwordHint}
        validationState={passwordInvalid ? 'error' : 'none'}
        validationMessage={errors.password}
      >
        <Input
          type="password"
          name="new-password"
          autoComplete="new-password"
          aria-required
          value={value.password}
          onChange={(_, data) => onChange({ ...value, password: data.value })}
        />
      </Field>
      <Field
        label={hu.forms.passwordConfirm}
        validationState={errors.confirmation ? 'error' : 'none'}
        validationMessage={errors.confirmation}
      >
        <Input
          type="password"
          name="confirm-password"
          autoComplete="new-password"
          aria-required
          value={value.confirmation}
          onChange={(_, data) => onChange({ ...value, confirmation: data.value })}
        />
      </Field>
    </>
  );
}

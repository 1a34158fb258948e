import { useState } from 'react';
import { hu } from '@/i18n/hu';
import { ApiError } from '@/lib/api-client';
import { fieldErrorText } from '@/lib/form-errors';
import { emptyPasswordPair, hasPasswordErrors, validatePasswordPair, type PasswordErrors, type PasswordPair } from '@/lib/password-pair';

/** The new password and its confirmation on an account page: state, the pair check, a server's verdict. */
export function usePasswordPair() {
  const [value, setValue] = useState(emptyPasswordPair);
  const [errors, setErrors] = useState<PasswordErrors>({});
  return {
    password: value.password,
    /** Props of <PasswordFields>: any edit clears the errors (SPEC §5). */
    fields: {
      value,
      errors,
      onChange: (next: PasswordPair) => {
        setValue(next);
        setErrors({});
      },
    },
    /** Checks the pair and shows what is wrong; true when it may be sent. */
    check: (): boolean => {
      const found = validatePasswordPair(value);
      setErrors(found);
      return !hasPasswordErrors(found);
    },
    /** A password the server refuses (too short, too easy to guess) stays on the form, saying why (true). */
    showServerError: (error: unknown): boolean => {
      if (!(error instanceof ApiError && error.fieldErrors.password)) return false;
      const code = error.fieldErrors.password;
      setErrors({ password: code === 'minLength' ? hu.forms.passwordTooShort : fieldErrorText(code) });
      return true;
    },
  };
}

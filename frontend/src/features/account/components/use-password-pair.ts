import { useState } from 'react';
import { hu } from '@/i18n/hu';
import { ApiError } from '@/lib/api-client';
import { emptyPasswordPair, hasPasswordErrors, validatePasswordPair, type PasswordErrors, type PasswordPair } from '../password-form';

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
    /** A password the server finds too short stays on the form (true); any other failure is not ours. */
    showServerError: (error: unknown): boolean => {
      if (!(error instanceof ApiError && error.fieldErrors.password)) return false;
      setErrors({ password: hu.forms.passwordTooShort });
      return true;
    },
  };
}

import { hu } from '@/i18n/hu';
import { MIN_PASSWORD_LENGTH } from '@/lib/validation';

export interface PasswordPair {
  password: string;
  confirmation: string;
}

export interface PasswordErrors {
  password?: string;
  confirmation?: string;
  /** SPEC §5: on a mismatch both fields are in error; only the confirmation carries the text. */
  mismatch?: boolean;
}

export const emptyPasswordPair: PasswordPair = { password: '', confirmation: '' };

export function validatePasswordPair({ password, confirmation }: PasswordPair): PasswordErrors {
  if (!password) return { password: hu.fieldErrors.isNotEmpty, confirmation: confirmation ? undefined : hu.fieldErrors.isNotEmpty };
  if (password.length < MIN_PASSWORD_LENGTH) return { password: hu.forms.passwordTooShort };
  if (!confirmation) return { confirmation: hu.fieldErrors.isNotEmpty };
  if (password !== confirmation) return { mismatch: true, confirmation: hu.forms.passwordMismatch };
  return {};
}

export const hasPasswordErrors = (errors: PasswordErrors) => Boolean(errors.password || errors.confirmation || errors.mismatch);

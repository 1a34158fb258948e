import { errorText, hu } from '@/i18n/hu';
import { ApiError, type ApiErrorCode } from '@/lib/api-client';
import { submitErrors, type FormErrors } from '@/lib/form-errors';

const EMAIL_CODES = new Set<ApiErrorCode>(['WRONG_EMAIL', 'NOT_ACTIVATED', 'PASSWORD_NOT_SET', 'ACCOUNT_DISABLED']);
const PASSWORD_CODES = new Set<ApiErrorCode>(['WRONG_PASSWORD']);
const EMAIL_FORMAT = { email: hu.fieldErrors.isEmail };

/** Places a failed login under the field it concerns (SPEC §8), or above the form. */
export function loginErrors(error: unknown): FormErrors<'email' | 'password'> {
  if (!(error instanceof ApiError)) return { fields: {}, form: errorText('UNKNOWN') };
  if (EMAIL_CODES.has(error.code)) return { fields: { email: errorText(error.code) } };
  if (PASSWORD_CODES.has(error.code)) return { fields: { password: errorText(error.code) } };
  if (error.code === 'TOO_MANY_REQUESTS') return { fields: {}, form: hu.login.tooManyAttempts };
  return submitErrors(error, EMAIL_FORMAT, ['email', 'password']);
}

const RESET_FIELD_CODES = new Set<ApiErrorCode>(['WRONG_EMAIL', 'NOT_ACTIVATED']);
const RESET_SPECIFIC_FORM_CODES = new Set<ApiErrorCode>(['TOO_MANY_REQUESTS', 'NETWORK_ERROR']);

/** Reset-request errors: e-mail problems under the field (SPEC §8), anything else generic. */
export function resetRequestErrors(error: unknown): FormErrors<'email'> {
  if (error instanceof ApiError) {
    if (RESET_FIELD_CODES.has(error.code)) return { fields: { email: errorText(error.code) } };
    if (error.code === 'VALIDATION_FAILED' && error.fieldErrors.email) return submitErrors(error, EMAIL_FORMAT, ['email']);
    if (RESET_SPECIFIC_FORM_CODES.has(error.code)) return { fields: {}, form: errorText(error.code) };
  }
  return { fields: {}, form: hu.resetRequest.failed };
}

import { ApiError } from '@/lib/api-client';
import { errorText, fieldErrorText, hu } from '@/i18n/hu';

export interface FormErrors<Field extends string> {
  fields: Partial<Record<Field, string>>;
  /** A message for the whole form (rate limit, network, unknown). */
  form?: string;
}

const EMAIL_CODES = new Set(['WRONG_EMAIL', 'NOT_ACTIVATED', 'ACCOUNT_DISABLED']);
const PASSWORD_CODES = new Set(['WRONG_PASSWORD']);

/** Places a failed login under the field it concerns (SPEC §8), or above the form. */
export function loginErrors(error: unknown): FormErrors<'email' | 'password'> {
  if (!(error instanceof ApiError)) return { fields: {}, form: errorText('UNKNOWN') };
  if (EMAIL_CODES.has(error.code)) return { fields: { email: errorText(error.code) } };
  if (PASSWORD_CODES.has(error.code)) return { fields: { password: errorText(error.code) } };
  if (error.code === 'VALIDATION_FAILED') return validationErrors(error, ['email', 'password']);
  return { fields: {}, form: errorText(error.code) };
}

/** Maps `errors: [{field, code}]` onto the form's own fields; anything else goes above the form. */
export function validationErrors<Field extends string>(error: ApiError, known: Field[]): FormErrors<Field> {
  const fields: Partial<Record<Field, string>> = {};
  for (const [field, code] of Object.entries(error.fieldErrors)) {
    if ((known as string[]).includes(field)) fields[field as Field] = fieldErrorText(code);
  }
  return Object.keys(fields).length > 0 ? { fields } : { fields, form: errorText(error.code) };
}

const RESET_FIELD_CODES = new Set(['WRONG_EMAIL', 'NOT_ACTIVATED']);
const RESET_SPECIFIC_FORM_CODES = new Set(['TOO_MANY_REQUESTS', 'NETWORK_ERROR']);

/** Reset-request errors: e-mail problems under the field (SPEC §8), anything else generic. */
export function resetRequestErrors(error: unknown): FormErrors<'email'> {
  if (error instanceof ApiError) {
    if (RESET_FIELD_CODES.has(error.code)) return { fields: { email: errorText(error.code) } };
    if (error.code === 'VALIDATION_FAILED' && error.fieldErrors.email) {
      return { fields: { email: fieldErrorText(error.fieldErrors.email) } };
    }
    if (RESET_SPECIFIC_FORM_CODES.has(error.code)) return { fields: {}, form: errorText(error.code) };
  }
  return { fields: {}, form: hu.resetRequest.failed };
}

import { errorText, hu } from '@/i18n/hu';
import { ApiError } from './api-client';
import { BOT_CHECK_FAILED } from './bot-check';

/** Messages under the fields of a form, plus one for the whole form (network, rate limit…). */
export interface FormErrors<Field extends string> {
  fields: Partial<Record<Field, string>>;
  form?: string;
}

export const noErrors = <Field extends string>(): FormErrors<Field> => ({ fields: {} });

/** The text of a server field code (class-validator constraint names, plus our own codes). */
function fieldCodeText(code: string, formatText: string | undefined): string {
  switch (code) {
    case 'isNotEmpty':
      return hu.forms.required;
    case 'isEmail':
      return hu.forms.invalidEmail;
    case 'maxLength':
      return hu.forms.tooLong;
    case 'minLength':
      return hu.forms.passwordTooShort;
    case 'schoolNotFound':
      return hu.forms.schoolRequired;
    case 'botCheckFailed':
      return hu.forms.botCheckFailed;
    default:
      // matches, isInt, min…: the field's own "wrong format" text says what is expected.
      return formatText ?? hu.forms.invalid;
  }
}

/**
 * A failed submit as form errors: VALIDATION_FAILED lands under the fields the form knows (with
 * `formatTexts` as each field's "wrong format" text); the bot check and everything else above it.
 */
export function submitErrors<Field extends string>(
  error: unknown,
  formatTexts: Partial<Record<Field, string>>,
  known: readonly Field[],
): FormErrors<Field> {
  if (!(error instanceof ApiError)) return { fields: {}, form: errorText('UNKNOWN') };
  if (error.code === BOT_CHECK_FAILED) return { fields: {}, form: hu.forms.botCheckFailed };
  if (error.code !== 'VALIDATION_FAILED') return { fields: {}, form: errorText(error.code) };
  const fields: Partial<Record<Field, string>> = {};
  let form: string | undefined;
  for (const [field, code] of Object.entries(error.fieldErrors)) {
    if ((known as readonly string[]).includes(field)) fields[field as Field] = fieldCodeText(code, formatTexts[field as Field]);
    else form = field === 'recaptcha' ? hu.forms.botCheckFailed : errorText(error.code);
  }
  if (Object.keys(fields).length === 0) form ??= errorText(error.code);
  return { fields, form };
}

/** The props of a Fluent <Field> for one message (error unless told otherwise). */
export function fieldState(message: string | undefined, state: 'error' | 'warning' = 'error') {
  return { validationState: message ? state : ('none' as const), validationMessage: message };
}

export const hasFieldErrors = (fields: Partial<Record<string, string>>) => Object.values(fields).some(Boolean);

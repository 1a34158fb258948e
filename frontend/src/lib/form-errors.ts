import { errorText, hu } from '@/i18n/hu';
import type { FieldCode } from '@backend/shared/error-codes';
import { ApiError } from './api-client';
import { BOT_CHECK_FAILED } from './bot-check';

/** Messages under the fields of a form, plus one for the whole form (network, rate limit…). */
export interface FormErrors<Field extends string> {
  fields: Partial<Record<Field, string>>;
  form?: string;
}

export const noErrors = <Field extends string>(): FormErrors<Field> => ({ fields: {} });

/** Codes that say "not in the expected form": the field's own format text tells what is expected. */
const FORMAT_CODES: ReadonlySet<FieldCode> = new Set(['matches', 'isEmail', 'isInt', 'isIn', 'min', 'max', 'minLength']);

/**
 * The one field-error mapper: the text of a server field code (`hu.fieldErrors`, keyed by the codes
 * of the backend's `shared/error-codes.ts`), or the field's own format text where that says more.
 */
export function fieldErrorText(code: FieldCode, formatText?: string): string {
  if (formatText && FORMAT_CODES.has(code)) return formatText;
  return (hu.fieldErrors as Partial<Record<FieldCode, string>>)[code] ?? formatText ?? hu.forms.invalid;
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
  if (error.code === BOT_CHECK_FAILED) return { fields: {}, form: hu.fieldErrors.botCheckFailed };
  if (error.code !== 'VALIDATION_FAILED') return { fields: {}, form: errorText(error.code) };
  const fields: Partial<Record<Field, string>> = {};
  let form: string | undefined;
  for (const [field, code] of Object.entries(error.fieldErrors)) {
    if ((known as readonly string[]).includes(field)) fields[field as Field] = fieldErrorText(code, formatTexts[field as Field]);
    else form = field === 'recaptcha' ? hu.fieldErrors.botCheckFailed : errorText(error.code);
  }
  if (Object.keys(fields).length === 0) form ??= errorText(error.code);
  return { fields, form };
}

/**
 * Why an upload failed, in the words of what is allowed (issue 41 §5): the file's own field error (not an
 * image, too large, empty…), a request the server found too large, or else `fallback` with the cause's text.
 */
export function uploadErrorText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const fileCode = error.fieldErrors.file;
  if (fileCode) return fieldErrorText(fileCode);
  return error.code === 'PAYLOAD_TOO_LARGE' ? errorText(error.code) : `${fallback} ${errorText(error.code)}`;
}

export const hasFieldErrors = (fields: Partial<Record<string, string>>) => Object.values(fields).some(Boolean);

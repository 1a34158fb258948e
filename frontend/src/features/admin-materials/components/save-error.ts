import { errorText } from '@/i18n/hu';
import { ApiError } from '@/lib/api-client';
import { fieldErrorText } from '@/lib/form-errors';

/** What to show for a failed save: the server's word on that field, or on the call. */
export function saveErrorText(error: unknown, field: string): string {
  if (!(error instanceof ApiError)) return errorText('UNKNOWN');
  return error.fieldErrors[field] ? fieldErrorText(error.fieldErrors[field]) : errorText(error.code);
}

/** For a promise's catch: rejects with the text to show under the field. */
export const saveErrorOf =
  (field: string) =>
  (error: unknown): never => {
    throw saveErrorText(error, field);
  };

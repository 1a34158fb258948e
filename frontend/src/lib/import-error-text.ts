import { errorText } from '@/i18n/hu';
import { huAdmin } from '@/i18n/hu-admin';
import { ApiError } from './api-client';
import { fieldErrorText } from './form-errors';

/**
 * What went wrong with an uploaded table, in Hungarian: file problems arrive as VALIDATION_FAILED on
 * `file` (empty, unknown columns, .xls, too many rows, too much unpacked…), the rest as error codes.
 */
export function importErrorText(error: unknown): string {
  if (error instanceof ApiError && error.code === 'VALIDATION_FAILED' && error.fieldErrors.file) {
    const code = error.fieldErrors.file;
    return huAdmin.adminImport.fileErrors[code] ?? fieldErrorText(code);
  }
  return errorText(error instanceof ApiError ? error.code : 'UNKNOWN');
}

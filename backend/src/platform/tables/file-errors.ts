import { ValidationFailed } from '../../shared/domain-error';
import { FieldCode } from '../../shared/error-codes';
import { tooLargeUnpackedText, tooManyRowsText } from '../../shared/i18n/table-limit-texts';

/** A problem with the uploaded table as a whole: VALIDATION_FAILED on `file`, with its words if it has some. */
export const fileError = (code: FieldCode, message?: string) => new ValidationFailed([{ field: 'file', code, ...(message !== undefined && { message }) }]);

/** More rows than the limit: nothing of the file is imported. */
export const tooManyRows = (rows: number) => fileError('tooManyRows', tooManyRowsText(rows));

/** An XLSX whose parts unpack (or claim to) past the limit. */
export const tooLargeUnpacked = (bytes: number) => fileError('tooLargeUnpacked', tooLargeUnpackedText(bytes));

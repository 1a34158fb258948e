import type { ErrorCode, FieldCode } from '../shared/error-codes';

/**
 * Every failed call answers this shape (DESIGN §5). `message` is a stable UPPER_SNAKE code from the
 * one error vocabulary (`shared/error-codes.ts`) the frontend turns into Hungarian text; `errors`
 * lists the fields of a VALIDATION_FAILED. The frontend's API client reads failures as this type.
 */
export interface ErrorBody {
  statusCode: number;
  message: ErrorCode;
  /** `message`, when present, is the Hungarian sentence for people (a limit and its number). */
  errors?: Array<{ field: string; code: FieldCode; message?: string }>;
  /** Details of some errors, e.g. the service's name and id of a 403 NOT_SIGNED_UP. */
  [detail: string]: unknown;
}

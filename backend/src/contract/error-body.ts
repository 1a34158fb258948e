// The vocabulary's codes are each module's own, collected in module-lists/errors.ts (the doc comment below is
// the OpenAPI document's description of ErrorBody, kept as it was; shared/error-codes.ts has the platform's).
import type { ErrorCode } from '../module-lists/errors';
import type { FieldCode } from '../shared/error-codes';

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

/**
 * Every failed call answers this shape (DESIGN §5). `message` is a stable UPPER_SNAKE code the
 * frontend turns into Hungarian text; `errors` lists the fields of a VALIDATION_FAILED.
 */
export interface ErrorBody {
  statusCode: number;
  message: string;
  /** `message`, when present, is the Hungarian sentence for people (a limit and its number). */
  errors?: Array<{ field: string; code: string; message?: string }>;
  /** Details of some errors, e.g. the service's name and id of a 403 NOT_SIGNED_UP. */
  [detail: string]: unknown;
}

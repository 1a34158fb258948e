import type { FieldCode } from './error-codes';

/** The statuses a failed call answers with. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 406 | 408 | 409 | 413 | 415 | 429 | 500 | 503;

/**
 * One error code as the module that owns it declares it (issue 39 §6): its HTTP status, once, and the
 * Hungarian text the screens show for it, or why it has none (it then reads as the unexpected-error text).
 */
export type ErrorEntry = {
  readonly status: ErrorStatus;
  /**
   * The one situation, named, where the code answers with another status, for the reason its table
   * gives beside it (a wrong password typed again to confirm is a 400: a 401 would sign the member out).
   */
  readonly otherwise?: { readonly when: string; readonly status: ErrorStatus };
} & ({ readonly text: string } | { readonly folded: string });

/** A module's codes: `<module>.errors.ts` declares one, `module-lists/errors.ts` collects them all. */
export type ErrorTable = Readonly<Record<string, ErrorEntry>>;

export interface FieldError {
  field: string;
  code: FieldCode;
  /** The Hungarian sentence, where the code alone cannot say it (a limit and its number). */
  message?: string;
}

/**
 * The one error vocabulary. `code` is a stable UPPER_SNAKE string that crosses process boundaries (the
 * client maps it to Hungarian text); `status` is the one its table declares, which the exception filter
 * answers with. Made only by a module's errors file (`failure`), never at a throw site.
 */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    readonly status: ErrorStatus,
    readonly details: Record<string, unknown> = {},
  ) {
    super(code);
    this.name = 'DomainError';
  }
}

/** The error `code` of `table`, with the status declared beside it. */
export function failure<T extends ErrorTable>(table: T, code: keyof T & string, details?: Record<string, unknown>): DomainError {
  return new DomainError(code, table[code].status, details);
}

type CodeWithOtherwise<T extends ErrorTable> = { [C in keyof T]: T[C] extends { otherwise: object } ? C : never }[keyof T] & string;

/** The error `code` of `table` in the situation its entry names under `otherwise`, with that status. */
export function failureOtherwise<T extends ErrorTable>(table: T, code: CodeWithOtherwise<T>, details?: Record<string, unknown>): DomainError {
  const entry = table[code];
  return new DomainError(code, entry.otherwise!.status, details);
}

export class ValidationFailed extends DomainError {
  constructor(readonly errors: FieldError[]) {
    super('VALIDATION_FAILED', 400);
  }
}

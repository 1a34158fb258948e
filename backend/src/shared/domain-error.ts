import { ErrorCode, FieldCode } from './error-codes';

/**
 * The one error vocabulary. `code` is a stable UPPER_SNAKE string from `error-codes.ts` that crosses
 * process boundaries (the client maps it to Hungarian text); `kind` decides the HTTP status in the
 * exception filter.
 */
export type DomainErrorKind = 'validation' | 'unauthenticated' | 'forbidden' | 'not_found' | 'conflict' | 'rate_limited' | 'too_large' | 'unavailable';

export interface FieldError {
  field: string;
  code: FieldCode;
  /** The Hungarian sentence, where the code alone cannot say it (a limit and its number). */
  message?: string;
}

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly kind: DomainErrorKind,
    readonly details: Record<string, unknown> = {},
  ) {
    super(code);
    this.name = 'DomainError';
  }
}

export class ValidationFailed extends DomainError {
  constructor(readonly errors: FieldError[]) {
    super('VALIDATION_FAILED', 'validation');
  }
}

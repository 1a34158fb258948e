import type { ErrorCode } from '@backend/shared/error-codes';

/** Codes the client makes itself: the server was not reached, did not answer in time, or answered something unreadable. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'TIMEOUT' | 'UNKNOWN';

/**
 * Error codes the server can send that get no text of their own, and why: each reads as
 * `errors.UNKNOWN`. Every other code has its text in `hu.errors` (error-vocabulary.spec.ts checks both).
 */
export const FOLDED_ERROR_CODES = {
  USER_EXISTS: 'a freshly generated id already taken: no person can cause it, so it is an unexpected error',
  SERVICE_EXISTS: 'a freshly generated id already taken: no person can cause it, so it is an unexpected error',
  COMPANY_EXISTS: 'a freshly generated id already taken: no person can cause it, so it is an unexpected error',
  BAD_REQUEST: 'the framework refuses a request our screens never make (SPEC §8: failures of admin calls "not shown")',
  METHOD_NOT_ALLOWED: 'the framework refuses a request our screens never make',
  NOT_ACCEPTABLE: 'the framework refuses a request our screens never make',
  UNSUPPORTED_MEDIA_TYPE: 'the framework refuses a request our screens never make',
  REQUEST_TIMEOUT: 'a connection too slow to finish: the same advice as any unexpected error, try again',
  CONFLICT: 'the framework refuses a request our screens never make; domain conflicts have their own codes',
} as const satisfies Partial<Record<ErrorCode, string>>;

export type FoldedErrorCode = keyof typeof FOLDED_ERROR_CODES;

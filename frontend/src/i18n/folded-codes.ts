/** Codes the client makes itself: the server was not reached, did not answer in time, or answered something unreadable. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'TIMEOUT' | 'UNKNOWN';

/**
 * Error codes the server can send that get no text of their own, and why: each reads as
 * `errors.UNKNOWN`. The module that owns a code folds it in its errors table (`folded`: the reason);
 * every other code has its text there, spread into `hu.errors` (error-vocabulary.spec.ts checks both).
 */
export { FOLDED_ERRORS as FOLDED_ERROR_CODES, type FoldedErrorCode } from '@backend/module-lists/errors';

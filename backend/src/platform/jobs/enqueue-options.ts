import type { EnqueueOptions } from './job-queue.port';

export const DEFAULT_ATTEMPTS = 5;
export const DEFAULT_BACKOFF_MS = 1000;

export type ResolvedEnqueueOptions = Required<EnqueueOptions>;

/**
 * Applies the port's defaults and rejects nonsense early, so both adapters treat the same
 * options the same way instead of one silently clamping what the other rejects.
 */
export function resolveEnqueueOptions(options: EnqueueOptions): ResolvedEnqueueOptions {
  const { jobId, delayMs = 0, attempts = DEFAULT_ATTEMPTS, backoffMs = DEFAULT_BACKOFF_MS } = options;
  if (typeof jobId !== 'string' || jobId.length === 0) throw new Error('enqueue: jobId must be a non-empty string');
  if (!Number.isFinite(delayMs) || delayMs < 0) throw new Error('enqueue: delayMs must be >= 0');
  if (!Number.isInteger(attempts) || attempts < 1) throw new Error('enqueue: attempts must be an integer >= 1');
  if (!Number.isFinite(backoffMs) || backoffMs < 0) throw new Error('enqueue: backoffMs must be >= 0');
  return { jobId, delayMs, attempts, backoffMs };
}

/** Wait before attempt `failedAttempt + 1`: backoffMs, 2×, 4× … (the formula BullMQ's 'exponential' uses). */
export function backoffDelay(backoffMs: number, failedAttempt: number): number {
  return backoffMs * 2 ** (failedAttempt - 1);
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

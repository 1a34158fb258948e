export type StoredJobStatus = 'pending' | 'done' | 'failed';

/** One job as the inline queue keeps it; times are epoch milliseconds. */
export interface StoredJob {
  id: string;
  name: string;
  data: unknown;
  runAt: number;
  attemptsMade: number;
  maxAttempts: number;
  backoffMs: number;
  status: StoredJobStatus;
  lastError: string | null;
  updatedAt: number;
}

/**
 * Persistence of the inline queue. Synchronous on purpose: better-sqlite3 is synchronous, and a
 * synchronous store lets the queue pick a job and mark it running without an await in between,
 * so two workers of the same process never take the same job.
 */
export interface JobStore {
  /** Returns false (and changes nothing) when the id is already known, whatever its status. */
  insertIfAbsent(job: StoredJob): boolean;
  /** Oldest pending job due at `now` whose name is in `names` and whose id is not in `exclude`. */
  nextDue(now: number, names: readonly string[], exclude: ReadonlySet<string>): StoredJob | undefined;
  /** Earliest run time of the pending jobs that nextDue could return later. */
  nextRunAt(names: readonly string[], exclude: ReadonlySet<string>): number | undefined;
  /** True when a pending job with a handled name is due at `now` or is waiting for a retry. */
  hasOutstanding(now: number, names: readonly string[]): boolean;
  /** How many jobs wait to run or to be retried (the metrics' queue depth). */
  countPending(): number;
  /** Names of pending jobs that have no handler, to report them. */
  pendingNamesOutside(names: readonly string[]): string[];
  /** Writes the mutable fields (status, attempts, run time, last error). */
  save(job: StoredJob): void;
  get(id: string): StoredJob | undefined;
  /** Forgets done jobs last touched before `doneBefore` and failed ones before `failedBefore`; answers how many. */
  pruneFinished(doneBefore: number, failedBefore: number): number;
  /**
   * An erasure: deletes the jobs whose data holds any of `texts` (ASCII case ignored) and blanks the
   * error texts that do (an SMTP refusal quotes the address); answers how many jobs were touched.
   */
  forget(texts: readonly string[]): number;
}

/** What a blanked error text says instead. */
export const ERASED_ERROR = 'error text removed: it named an erased person';

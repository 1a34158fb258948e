export interface EnqueueOptions {
  /** Deterministic id: enqueueing an id that is already known (pending, running or done) is a no-op. */
  jobId: string;
  delayMs?: number;
  /** Total attempts including the first (default 5). */
  attempts?: number;
  /** Base of the exponential backoff between attempts (default 1000 ms). */
  backoffMs?: number;
}

export type JobHandler<D = unknown> = (data: D, meta: { jobId: string; attempt: number }) => Promise<void>;

/** Background jobs (mail, waitlist promotion). Adapters: inline (embedded) and BullMQ (Redis). */
export abstract class JobQueue {
  /** Registers the processor of a job name; must be called before start(). */
  abstract register<D>(name: string, handler: JobHandler<D>): void;
  abstract enqueue<D>(name: string, data: D, options: EnqueueOptions): Promise<void>;
  /** Starts consuming (worker role only). */
  abstract start(): Promise<void>;
  /** Jobs waiting to run, delayed or being retried (the metrics' queue depth). */
  abstract depth(): Promise<number>;
  /** Resolves when no job is pending or running (tests and graceful shutdown). */
  abstract drain(): Promise<void>;
  abstract close(): Promise<void>;
  /**
   * An erasure (issue 22 §1): forgets the jobs whose data holds any of `texts` (a job queued before
   * mail jobs became references carries the finished mail) and blanks the error texts that name them.
   * Only the embedded queue keeps jobs in the data directory; BullMQ's live in Redis, outside it, for
   * as long as BullMQ keeps finished jobs.
   */
  async forget(_texts: readonly string[]): Promise<void> {}
}

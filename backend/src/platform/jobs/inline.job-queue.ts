import { Logger } from '@nestjs/common';
import type Database from 'better-sqlite3';
import { YIELD_RECHECK_MS, YieldToRequests } from '../http/requests-in-flight';
import { backoffDelay, errorMessage, resolveEnqueueOptions } from './enqueue-options';
import { EnqueueOptions, JobHandler, JobQueue } from './job-queue.port';
import type { JobStore, StoredJob } from './job-store';
import { MemoryJobStore } from './memory.job-store';
import { SqliteJobStore } from './sqlite.job-store';

export interface InlineJobQueueOptions {
  /** Jobs run at the same time (default 4): mail and promotions are I/O-bound and short. */
  concurrency?: number;
  /**
   * While this says the process is busy answering requests, due jobs wait (at most MAX_YIELD_MS):
   * in one process the mails of a burst would otherwise compete with the burst's own answers.
   */
  busy?: () => boolean;
}

// setTimeout overflows above 2^31-1 ms; far-future jobs are simply re-checked at this interval.
const MAX_TIMER_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** As long as BullMQ keeps them (bullmq.job-queue.ts): long enough to dedupe a replay, then forgotten. */
export const KEEP_DONE_MS = 7 * DAY_MS;
export const KEEP_FAILED_MS = 30 * DAY_MS;
const PRUNE_EVERY_MS = 60 * 60 * 1000;
const DRAIN_RECHECK_MS = 50;

/**
 * Runs jobs inside the process (embedded mode).
 *
 * With a better-sqlite3 database the jobs live in its `jobs` table: pending jobs survive a kill -9
 * and are resumed by start() (a job that was running when the process died runs again, so
 * handlers must be idempotent, as they must be under BullMQ too), and done ids stay known so that
 * re-enqueueing them is a no-op across restarts. Without a database the same state is kept in memory.
 *
 * Jobs whose name has no registered handler stay pending (an error is logged) until a later
 * process registers one.
 */
export class InlineJobQueue extends JobQueue {
  private readonly logger = new Logger(InlineJobQueue.name);
  private readonly store: JobStore;
  private readonly concurrency: number;
  private readonly requestsFirst: YieldToRequests;
  private readonly handlers = new Map<string, JobHandler<unknown>>();
  private readonly running = new Map<string, Promise<void>>();
  private readonly reportedNames = new Set<string>();
  private readonly settleListeners = new Set<() => void>();
  private state: 'stopped' | 'started' | 'closed' = 'stopped';
  private timer: NodeJS.Timeout | undefined;
  private timerAt = Infinity;
  private pruner: NodeJS.Timeout | undefined;

  constructor(database?: Database.Database, options: InlineJobQueueOptions = {}) {
    super();
    this.store = database ? new SqliteJobStore(database) : new MemoryJobStore();
    this.concurrency = options.concurrency ?? 4;
    this.requestsFirst = new YieldToRequests(options.busy ?? (() => false));
    if (!Number.isInteger(this.concurrency) || this.concurrency < 1) {
      throw new Error('InlineJobQueue: concurrency must be an integer >= 1');
    }
  }

  register<D>(name: string, handler: JobHandler<D>): void {
    if (this.handlers.has(name)) throw new Error(`InlineJobQueue: a handler for "${name}" is already registered`);
    this.handlers.set(name, handler as JobHandler<unknown>);
    this.pump();
  }

  async enqueue<D>(name: string, data: D, options: EnqueueOptions): Promise<void> {
    const { jobId, delayMs, attempts, backoffMs } = resolveEnqueueOptions(options);
    if (this.state === 'closed') throw new Error('InlineJobQueue: closed');
    const now = Date.now();
    const inserted = this.store.insertIfAbsent({
      id: jobId,
      name,
      data,
      runAt: now + delayMs,
      attemptsMade: 0,
      maxAttempts: attempts,
      backoffMs,
      status: 'pending',
      lastError: null,
      updatedAt: now,
    });
    if (!inserted) return;
    if (this.state === 'started' && !this.handlers.has(name)) this.reportUnhandled([name]);
    this.pump();
  }

  async start(): Promise<void> {
    if (this.state === 'closed') throw new Error('InlineJobQueue: closed');
    if (this.state === 'started') return;
    this.state = 'started';
    this.reportUnhandled(this.store.pendingNamesOutside([...this.handlers.keys()]));
    this.pruneFinished();
    this.pruner = setInterval(() => this.pruneFinished(), PRUNE_EVERY_MS);
    this.pruner.unref();
    this.pump();
  }

  /** Finished jobs are forgotten after a while: the store is not an archive (issue 12 §6). */
  pruneFinished(now = Date.now()): number {
    return this.store.pruneFinished(now - KEEP_DONE_MS, now - KEEP_FAILED_MS);
  }

  override async forget(texts: readonly string[]): Promise<void> {
    this.store.forget(texts);
  }

  /**
   * Resolves when no job is running, none is due now and none is waiting for a retry (its
   * backoff is waited out). Jobs enqueued with a delay that is not yet due are NOT waited for,
   * or a test that schedules a reminder for next week would hang; nor are jobs without a
   * handler. Before start() (and after close()) nothing consumes the queue, so it resolves as
   * soon as the running jobs have settled.
   */
  async depth(): Promise<number> {
    return this.store.countPending();
  }

  async drain(): Promise<void> {
    while (this.state === 'started' && !this.isIdle()) {
      await new Promise<void>((resolve) => {
        // The timeout catches a retry that becomes due while no job settles.
        const timeout = setTimeout(done, DRAIN_RECHECK_MS);
        const listeners = this.settleListeners;
        function done(): void {
          clearTimeout(timeout);
          listeners.delete(done);
          resolve();
        }
        listeners.add(done);
      });
    }
    await Promise.all(this.running.values());
  }

  /** Stops picking jobs and waits for the running ones, so the database can be closed afterwards. */
  async close(): Promise<void> {
    this.state = 'closed';
    this.clearTimer();
    clearInterval(this.pruner);
    await Promise.all(this.running.values());
    for (const listener of [...this.settleListeners]) listener();
  }

  private isIdle(): boolean {
    return this.running.size === 0 && !this.store.hasOutstanding(Date.now(), [...this.handlers.keys()]);
  }

  /** Fills free worker slots with due jobs, then arms one timer for the next job that becomes due. */
  private pump(): void {
    if (this.state !== 'started') return;
    if (this.yieldToRequests()) return;
    const names = [...this.handlers.keys()];
    const busy = new Set(this.running.keys());
    while (this.running.size < this.concurrency) {
      const job = this.store.nextDue(Date.now(), names, busy);
      if (!job) break;
      busy.add(job.id);
      // Started in a microtask so the job is in `running` before its handler can settle.
      const run = Promise.resolve().then(() => this.run(job));
      this.running.set(job.id, run);
    }
    // With every slot busy the next settle pumps again; a timer now would only spin.
    if (this.running.size < this.concurrency) this.armTimer(this.store.nextRunAt(names, busy));
  }

  private async run(job: StoredJob): Promise<void> {
    const attempt = job.attemptsMade + 1;
    try {
      const handler = this.handlers.get(job.name);
      if (!handler) throw new Error(`no handler for "${job.name}"`);
      let failure: unknown;
      try {
        await handler(job.data, { jobId: job.id, attempt });
      } catch (error) {
        failure = error ?? new Error('job failed');
      }
      this.store.save(failure === undefined ? this.succeeded(job, attempt) : this.failed(job, attempt, failure));
    } catch (error) {
      // Only the store can fail here (e.g. database closed under us); the job stays pending.
      this.logger.error(`Job "${job.name}" (${job.id}): could not record its outcome: ${errorMessage(error)}`);
    } finally {
      this.running.delete(job.id);
      for (const listener of [...this.settleListeners]) listener();
      this.pump();
    }
  }

  private succeeded(job: StoredJob, attempt: number): StoredJob {
    return { ...job, status: 'done', attemptsMade: attempt, lastError: null, updatedAt: Date.now() };
  }

  /** Logs name, id and the error only: job data can hold tokens and personal data. */
  private failed(job: StoredJob, attempt: number, error: unknown): StoredJob {
    const now = Date.now();
    const lastError = errorMessage(error);
    if (attempt >= job.maxAttempts) {
      this.logger.error(`Job "${job.name}" (${job.id}) failed for good after ${attempt} attempt(s): ${lastError}`);
      return { ...job, status: 'failed', attemptsMade: attempt, lastError, updatedAt: now };
    }
    const wait = backoffDelay(job.backoffMs, attempt);
    this.logger.warn(`Job "${job.name}" (${job.id}) attempt ${attempt}/${job.maxAttempts} failed, retry in ${wait} ms: ${lastError}`);
    return { ...job, status: 'pending', attemptsMade: attempt, runAt: now + wait, lastError, updatedAt: now };
  }

  /** True when due jobs should wait a moment for the requests in flight (a timer pumps again). */
  private yieldToRequests(): boolean {
    const now = Date.now();
    if (!this.requestsFirst.shouldWait(now)) return false;
    this.armTimer(now + YIELD_RECHECK_MS);
    return true;
  }

  private armTimer(at: number | undefined): void {
    if (at === undefined) return this.clearTimer();
    if (this.timer && this.timerAt <= at) return;
    this.clearTimer();
    const wait = Math.min(Math.max(at - Date.now(), 1), MAX_TIMER_MS);
    this.timerAt = Date.now() + wait;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.timerAt = Infinity;
      this.pump();
    }, wait);
    // Pending delayed jobs must not keep a finished process (or a test run) alive.
    this.timer.unref();
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.timerAt = Infinity;
  }

  private reportUnhandled(names: string[]): void {
    for (const name of names) {
      if (this.reportedNames.has(name)) continue;
      this.reportedNames.add(name);
      this.logger.error(`No handler registered for job "${name}": its jobs stay pending until one is`);
    }
  }
}

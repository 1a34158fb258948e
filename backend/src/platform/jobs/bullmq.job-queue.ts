import { Logger } from '@nestjs/common';
import { redisOptions } from '../../config/redis-options';
import { DelayedError, Job, Queue, Worker, type ConnectionOptions } from 'bullmq';
import { errorMessage, resolveEnqueueOptions } from './enqueue-options';
import { fromBullJobId, toBullJobId } from './bullmq-job-id';
import { EnqueueOptions, JobHandler, JobQueue } from './job-queue.port';

export interface BullMqJobQueueOptions {
  /** Redis key prefix (default 'klub'); tests use a unique one to share a Redis server. */
  prefix?: string;
  /** One queue carries every job name (default 'jobs'); the worker dispatches by job.name. */
  queueName?: string;
  /** Jobs one worker process runs at the same time (default 4). */
  concurrency?: number;
}

const DAY_S = 24 * 3600;
// BullMQ de-duplicates a jobId only while the job's record exists in Redis. Finished jobs are
// therefore kept for days (longer than any reactor could lag behind and re-enqueue), not removed.
const KEEP_COMPLETED = { age: 7 * DAY_S };
const KEEP_FAILED = { age: 30 * DAY_S };
// A job whose name this process cannot handle (an older worker beside a newer API) is parked
// and looked at again later, without using up its attempts.
const UNHANDLED_RECHECK_MS = 60_000;
const DRAIN_POLL_MS = 50;

/** Jobs in Redis through BullMQ: several API replicas enqueue, worker processes consume. */
export class BullMqJobQueue extends JobQueue {
  private readonly logger = new Logger(BullMqJobQueue.name);
  private readonly connection: ConnectionOptions;
  private readonly prefix: string;
  private readonly queueName: string;
  private readonly concurrency: number;
  private readonly queue: Queue;
  private readonly handlers = new Map<string, JobHandler<unknown>>();
  private worker: Worker | undefined;

  /**
   * BullMQ loads the `ioredis` driver itself from these options (one server or Sentinel, as REDIS_URL
   * says); maxRetriesPerRequest must be null for the worker's blocking connection, and BullMQ insists on it.
   */
  constructor(redisUrl: string, options: BullMqJobQueueOptions = {}) {
    super();
    this.connection = { ...redisOptions(redisUrl), maxRetriesPerRequest: null };
    this.prefix = options.prefix ?? 'klub';
    this.queueName = options.queueName ?? 'jobs';
    this.concurrency = options.concurrency ?? 4;
    this.queue = new Queue(this.queueName, { connection: this.connection, prefix: this.prefix });
    this.queue.on('error', (error) => this.logger.error(`Queue connection: ${errorMessage(error)}`));
  }

  register<D>(name: string, handler: JobHandler<D>): void {
    if (this.handlers.has(name)) throw new Error(`BullMqJobQueue: a handler for "${name}" is already registered`);
    this.handlers.set(name, handler as JobHandler<unknown>);
  }

  async enqueue<D>(name: string, data: D, options: EnqueueOptions): Promise<void> {
    const { jobId, delayMs, attempts, backoffMs } = resolveEnqueueOptions(options);
    // Adding an existing jobId is a no-op in BullMQ (the existing job is returned).
    await this.queue.add(name, data, {
      jobId: toBullJobId(jobId),
      delay: delayMs,
      attempts,
      backoff: { type: 'exponential', delay: backoffMs },
      removeOnComplete: KEEP_COMPLETED,
      removeOnFail: KEEP_FAILED,
    });
  }

  async start(): Promise<void> {
    if (this.worker) return;
    const worker = new Worker(this.queueName, (job, token) => this.process(job, token), {
      connection: this.connection,
      prefix: this.prefix,
      concurrency: this.concurrency,
    });
    worker.on('error', (error) => this.logger.error(`Worker: ${errorMessage(error)}`));
    // Name, id and error only: job data can hold tokens and personal data.
    worker.on('failed', (job, error) => {
      if (!job || error instanceof DelayedError) return;
      const id = fromBullJobId(job.id ?? '');
      const attempts = job.opts.attempts ?? 1;
      if (job.attemptsMade >= attempts) {
        this.logger.error(`Job "${job.name}" (${id}) failed for good after ${job.attemptsMade} attempt(s): ${error.message}`);
      } else {
        this.logger.warn(`Job "${job.name}" (${id}) attempt ${job.attemptsMade}/${attempts} failed: ${error.message}`);
      }
    });
    this.worker = worker;
    await worker.waitUntilReady();
  }

  /**
   * Resolves when nothing is waiting or active, and no delayed job is due or waiting for a retry
   * (a retry's backoff is waited out). Jobs enqueued with a delay that is not yet due are NOT
   * waited for, or a test that schedules something for next week would hang. Counts are read
   * from Redis, so this also waits for workers of other processes.
   */
  async depth(): Promise<number> {
    const counts = await this.queue.getJobCounts('waiting', 'delayed', 'active', 'prioritized');
    return Object.values(counts).reduce((sum, count) => sum + count, 0);
  }

  async drain(): Promise<void> {
    while (!(await this.isIdle())) await sleep(DRAIN_POLL_MS);
  }

  async close(): Promise<void> {
    await this.worker?.close();
    await this.queue.close();
  }

  private async process(job: Job, token: string | undefined): Promise<void> {
    const handler = this.handlers.get(job.name);
    if (!handler) {
      this.logger.error(`No handler registered for job "${job.name}": parked for ${UNHANDLED_RECHECK_MS} ms`);
      await job.moveToDelayed(Date.now() + UNHANDLED_RECHECK_MS, token);
      // Tells the worker the job was moved on purpose: it is neither failed nor completed.
      throw new DelayedError();
    }
    await handler(job.data, { jobId: fromBullJobId(job.id ?? ''), attempt: job.attemptsMade + 1 });
  }

  private async isIdle(): Promise<boolean> {
    const counts = await this.counts();
    if (counts.busy) return false;
    if (counts.delayed === 0) return true;
    const delayed = await this.queue.getDelayed();
    const now = Date.now();
    // A parked job keeps its creation timestamp but got a new delay when it was processed.
    const dueAt = (job: Job) => (job.processedOn ?? job.timestamp) + job.delay;
    if (delayed.some((job) => job.attemptsMade > 0 || dueAt(job) <= now)) return false;
    // The two reads are not atomic: a retry may have become active in between. Only an
    // unchanged picture counts as idle.
    const again = await this.counts();
    return !again.busy && again.delayed === delayed.length && delayed.length === counts.delayed;
  }

  private async counts(): Promise<{ busy: boolean; delayed: number }> {
    const counts = await this.queue.getJobCounts('wait', 'active', 'prioritized', 'delayed');
    return { busy: counts.wait + counts.active + counts.prioritized > 0, delayed: counts.delayed };
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

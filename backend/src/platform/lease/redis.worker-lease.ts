import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { WakeSignal } from '../event-store/wake-signal';
import { WorkerLease } from './worker-lease.port';

/** Extends the lease only while this process still holds it. */
const RENEW = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0
`;
/** Deletes the lease only while this process still holds it. */
const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
`;

export interface RedisWorkerLeaseOptions {
  key?: string;
  /** How long the lease lasts without renewal: a crashed holder is replaced after at most this. */
  ttlMs?: number;
  /** How often the holder renews, and a standby tries to take it. */
  renewEveryMs?: number;
}

/**
 * The worker lease in Redis: `SET key owner NX PX ttl`, renewed well before it runs out, deleted on a
 * clean stop. A holder that cannot renew in time (Redis away, the process paused) counts the lease as
 * lost at the moment another process could take it, and stops its work.
 */
export class RedisWorkerLease extends WorkerLease {
  private readonly logger = new Logger('WorkerLease');
  private readonly owner = `${process.pid}-${randomUUID()}`;
  private readonly key: string;
  private readonly ttlMs: number;
  private readonly renewEveryMs: number;
  private readonly stopping = new WakeSignal();
  private stopped = false;
  private holding = false;
  private validUntil = 0;
  private renewal: NodeJS.Timeout | null = null;
  private readonly lostListeners: Array<() => void> = [];

  constructor(
    private readonly redis: Redis,
    options: RedisWorkerLeaseOptions = {},
  ) {
    super();
    this.key = options.key ?? 'itk:worker-lease';
    this.ttlMs = options.ttlMs ?? 15_000;
    this.renewEveryMs = options.renewEveryMs ?? Math.floor(this.ttlMs / 3);
  }

  get held(): boolean {
    return this.holding;
  }

  onLost(listener: () => void): void {
    this.lostListeners.push(listener);
  }

  async tryAcquire(): Promise<boolean> {
    if (this.holding) return true;
    if (this.stopped) return false;
    const startedAt = Date.now();
    const taken = await this.redis.set(this.key, this.owner, 'PX', this.ttlMs, 'NX').catch((error: unknown) => {
      this.logger.error(`Taking the worker lease failed: ${(error as Error)?.message ?? String(error)}`);
      return null;
    });
    if (taken !== 'OK') return false;
    this.hold(startedAt);
    this.logger.log('This worker holds the lease: it runs the projections and reactors');
    return true;
  }

  async acquire(): Promise<boolean> {
    let toldStandby = false;
    while (!this.stopped) {
      if (await this.tryAcquire()) return true;
      if (!toldStandby) this.logger.log('Another worker holds the lease: standing by');
      toldStandby = true;
      await this.stopping.wait(this.renewEveryMs);
    }
    return false;
  }

  async release(): Promise<void> {
    this.stopped = true;
    this.stopping.wake();
    this.stopRenewing();
    if (!this.holding) return;
    this.holding = false;
    await this.redis.eval(RELEASE, 1, this.key, this.owner).catch(() => undefined);
  }

  private hold(startedAt: number): void {
    this.holding = true;
    // Counted from before the request: the lease can only have been set later than that.
    this.validUntil = startedAt + this.ttlMs;
    this.renewal = setInterval(() => void this.renew(), this.renewEveryMs);
    this.renewal.unref();
  }

  private async renew(): Promise<void> {
    if (!this.holding) return;
    const startedAt = Date.now();
    try {
      const renewed = Number(await this.redis.eval(RENEW, 1, this.key, this.owner, this.ttlMs));
      if (renewed === 1) {
        this.validUntil = startedAt + this.ttlMs;
        return;
      }
      this.lose('another worker holds it now');
    } catch (error) {
      // Given up before the next try would come too late: another worker may take it at validUntil.
      if (Date.now() + this.renewEveryMs >= this.validUntil) this.lose(`not renewed in time: ${(error as Error)?.message ?? String(error)}`);
    }
  }

  private lose(why: string): void {
    if (!this.holding) return;
    this.holding = false;
    this.stopRenewing();
    this.logger.error(`Worker lease lost (${why}): stopping the projections and reactors`);
    for (const listener of this.lostListeners) listener();
  }

  private stopRenewing(): void {
    if (this.renewal) clearInterval(this.renewal);
    this.renewal = null;
  }
}

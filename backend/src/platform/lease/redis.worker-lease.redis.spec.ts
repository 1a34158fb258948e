import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { RedisWorkerLease } from './redis.worker-lease';

// Needs a Redis server: CI starts one and sets REDIS_URL. Without it jest leaves this file out.
const redisUrl = process.env.REDIS_URL;
if (!redisUrl) throw new Error('redis.worker-lease.redis.spec.ts needs REDIS_URL');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the worker lease in Redis', () => {
  const connections: Redis[] = [];
  const leases: RedisWorkerLease[] = [];
  let key: string;

  /** A worker process: its own connection, the same key. */
  function worker(ttlMs = 600): RedisWorkerLease {
    const redis = new Redis(redisUrl!);
    connections.push(redis);
    const lease = new RedisWorkerLease(redis, { key, ttlMs, renewEveryMs: ttlMs / 4 });
    leases.push(lease);
    return lease;
  }

  beforeEach(() => {
    key = `itk-test-lease-${randomBytes(4).toString('hex')}`;
  });

  afterEach(async () => {
    await Promise.all(leases.splice(0).map((lease) => lease.release()));
    await Promise.all(connections.splice(0).map((redis) => redis.quit()));
  });

  it('lets one worker hold it; a second stands by until the first releases it on stop', async () => {
    const first = worker();
    const second = worker();
    expect(await first.tryAcquire()).toBe(true);
    expect(await second.tryAcquire()).toBe(false);
    let secondHolds = false;
    const waiting = second.acquire().then((held) => (secondHolds = held));
    await sleep(400);
    expect(secondHolds).toBe(false);
    expect(first.held).toBe(true);

    await first.release();
    expect(await waiting).toBe(true);
    expect(second.held).toBe(true);
    expect(first.held).toBe(false);
  });

  it('keeps it while renewing, well past its time to live', async () => {
    const first = worker(300);
    const second = worker(300);
    expect(await first.tryAcquire()).toBe(true);
    await sleep(1000);
    expect(first.held).toBe(true);
    expect(await second.tryAcquire()).toBe(false);
  });

  it('hands it to a standby when the holder dies without releasing, and tells a holder that lost it', async () => {
    const crashed = worker(400);
    const standby = worker(400);
    expect(await crashed.tryAcquire()).toBe(true);
    let lost = false;
    crashed.onLost(() => (lost = true));
    // The process freezes (or its network goes): renewals stop; here its key is taken over by force.
    await connections[0].set(key, 'someone-else', 'PX', 400);
    await sleep(250);
    expect(lost).toBe(true);
    expect(crashed.held).toBe(false);
    await sleep(400);
    expect(await standby.acquire()).toBe(true);
  });

  it('stops waiting when the standby itself stops', async () => {
    const holder = worker();
    const standby = worker();
    await holder.tryAcquire();
    const waiting = standby.acquire();
    await standby.release();
    expect(await waiting).toBe(false);
    expect(standby.held).toBe(false);
    // A stopping process never takes it again, even once it is free.
    await holder.release();
    expect(await standby.tryAcquire()).toBe(false);
    expect(await standby.acquire()).toBe(false);
  });
});

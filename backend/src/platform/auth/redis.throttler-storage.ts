import type { OnApplicationShutdown } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface';
import type { Redis } from 'ioredis';

/**
 * One atomic step per hit: count it, start the window on the first, and block the key for
 * `blockDuration` once the count passes the limit. Answers [hits, window ms left, block ms left].
 */
const HIT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local left = redis.call('PTTL', KEYS[1])
local blocked = redis.call('PTTL', KEYS[2])
if blocked <= 0 and hits > tonumber(ARGV[2]) then
  redis.call('SET', KEYS[2], '1', 'PX', ARGV[3])
  blocked = tonumber(ARGV[3])
end
return { hits, left, blocked }
`;

/**
 * The request limits' counts in Redis (issue 14 §7), so N api replicas share one count per address
 * and route instead of allowing N times the limit. Used when REDIS_URL is set.
 */
export class RedisThrottlerStorage implements ThrottlerStorage, OnApplicationShutdown {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'itk:throttle:',
  ) {}

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    const hitsKey = `${this.prefix}${throttlerName}:${key}`;
    const [hits, left, blocked] = (await this.redis.eval(HIT, 2, hitsKey, `${hitsKey}:blocked`, ttl, limit, blockDuration)) as [number, number, number];
    return {
      totalHits: hits,
      timeToExpire: Math.max(0, Math.ceil(left / 1000)),
      isBlocked: blocked > 0,
      timeToBlockExpire: Math.max(0, Math.ceil(blocked / 1000)),
    };
  }

  async close(): Promise<void> {
    if (this.redis.status !== 'end') await this.redis.quit();
  }

  /** Nest provides it through ThrottlerModule's factory, and closes it with the app. */
  onApplicationShutdown(): Promise<void> {
    return this.close();
  }
}

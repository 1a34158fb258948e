import type { Redis } from 'ioredis';
import { GuessPolicy } from './guess-policy';
import { GuessStore } from './guess-store.port';

/**
 * `take` in one step (guess-policy.ts `waitBefore`, in Lua): forget a quiet key, answer the wait if
 * one is due, else count the attempt. ARGV: now, freeFailures, firstWaitMs, maxWaitMs, forgetAfterMs.
 */
const TAKE = `
local now = tonumber(ARGV[1])
local count = tonumber(redis.call('HGET', KEYS[1], 'count') or '0')
local last = tonumber(redis.call('HGET', KEYS[1], 'last') or '0')
if count > 0 and now - last > tonumber(ARGV[5]) then count = 0 end
local free = tonumber(ARGV[2])
if count >= free then
  local wait = math.min(tonumber(ARGV[3]) * 2 ^ (count - free), tonumber(ARGV[4]))
  local left = last + wait - now
  if left > 0 then return math.ceil(left) end
end
redis.call('HSET', KEYS[1], 'count', count + 1, 'last', now)
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 0
`;

/** The guesses of every api replica, counted in one Redis (used when REDIS_URL is set). */
export class RedisGuessStore extends GuessStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'itk:guesses:',
  ) {
    super();
  }

  async take(key: string, policy: GuessPolicy, now: number): Promise<number> {
    const { freeFailures, firstWaitMs, maxWaitMs, forgetAfterMs } = policy;
    return Number(await this.redis.eval(TAKE, 1, this.prefix + key, now, freeFailures, firstWaitMs, maxWaitMs, forgetAfterMs));
  }

  async forget(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async remember(key: string, ttlMs: number): Promise<void> {
    await this.redis.set(`${this.prefix}fact:${key}`, '1', 'PX', ttlMs);
  }

  async remembers(key: string): Promise<boolean> {
    return (await this.redis.exists(`${this.prefix}fact:${key}`)) === 1;
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}

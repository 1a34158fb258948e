import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { RedisThrottlerStorage } from './redis.throttler-storage';

// Needs a Redis server: CI starts one and sets REDIS_URL. Without it jest leaves this file out.
const redisUrl = process.env.REDIS_URL;
if (!redisUrl) throw new Error('redis.throttler-storage.redis.spec.ts needs REDIS_URL');

describe('request limits counted in Redis', () => {
  const prefix = `itk-test-${randomBytes(4).toString('hex')}:`;
  // Two api replicas: two connections, one Redis.
  const replicas = [new RedisThrottlerStorage(new Redis(redisUrl), prefix), new RedisThrottlerStorage(new Redis(redisUrl), prefix)];
  afterAll(() => Promise.all(replicas.map((replica) => replica.close())));

  it('shares one count among the replicas, and blocks past the limit for the block time', async () => {
    const hit = (replica: number) => replicas[replica].increment('203.0.113.7:/api/user/login', 60_000, 3, 30_000, 'default');
    expect(await hit(0)).toMatchObject({ totalHits: 1, isBlocked: false, timeToExpire: 60 });
    expect(await hit(1)).toMatchObject({ totalHits: 2, isBlocked: false });
    expect(await hit(0)).toMatchObject({ totalHits: 3, isBlocked: false });
    expect(await hit(1)).toMatchObject({ totalHits: 4, isBlocked: true, timeToBlockExpire: 30 });
    expect(await hit(0)).toMatchObject({ isBlocked: true });
  });

  it('counts each address, route and limit apart, and forgets a window once it ends', async () => {
    const storage = replicas[0];
    expect(await storage.increment('other-address', 60_000, 3, 60_000, 'default')).toMatchObject({ totalHits: 1 });
    await storage.increment('short', 50, 1, 50, 'default');
    expect(await storage.increment('short', 50, 1, 50, 'default')).toMatchObject({ totalHits: 2, isBlocked: true });
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(await storage.increment('short', 50, 1, 50, 'default')).toMatchObject({ totalHits: 1, isBlocked: false });
  });
});

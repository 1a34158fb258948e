import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { guessStoreAdapterSuite } from './guess-store.adapter-suite';
import { RedisGuessStore } from './redis.guess-store';

// Needs a Redis server: CI starts one and sets REDIS_URL. Without it jest leaves this file out.
const redisUrl = process.env.REDIS_URL;
if (!redisUrl) throw new Error('redis.guess-store.redis.spec.ts needs REDIS_URL');

guessStoreAdapterSuite('Redis, two replicas', async () => {
  const prefix = `itk-test-${randomBytes(4).toString('hex')}:`;
  const stores: [RedisGuessStore, RedisGuessStore] = [new RedisGuessStore(new Redis(redisUrl), prefix), new RedisGuessStore(new Redis(redisUrl), prefix)];
  return { stores, cleanup: async () => void (await Promise.all(stores.map((store) => store.close()))) };
});

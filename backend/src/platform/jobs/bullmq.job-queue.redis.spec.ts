import { randomBytes } from 'node:crypto';
import { Queue } from 'bullmq';
import { BullMqJobQueue } from './bullmq.job-queue';
import { jobQueueAdapterSuite } from './job-queue.adapter-suite';

// Needs a Redis server: CI starts one and sets REDIS_URL (e.g. redis://127.0.0.1:6390).
// Without REDIS_URL jest's testPathIgnorePatterns leaves this file out.
const redisUrl = process.env.REDIS_URL;
if (!redisUrl) throw new Error('bullmq.job-queue.redis.spec.ts needs REDIS_URL');

jobQueueAdapterSuite('BullMQ', async () => {
  // A prefix of its own per test: a shared Redis may hold other runs' jobs in the default queue.
  const prefix = `klub-test-${randomBytes(4).toString('hex')}`;
  const queue = new BullMqJobQueue(redisUrl, { prefix });
  return {
    queue,
    async cleanup() {
      await queue.close();
      const raw = new Queue('jobs', { connection: { url: redisUrl }, prefix });
      await raw.obliterate({ force: true });
      await raw.close();
    },
  };
});

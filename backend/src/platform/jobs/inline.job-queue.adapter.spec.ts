import Database from 'better-sqlite3';
import { InlineJobQueue } from './inline.job-queue';
import { jobQueueAdapterSuite } from './job-queue.adapter-suite';

jobQueueAdapterSuite('inline, in memory', async () => {
  const queue = new InlineJobQueue();
  return { queue, cleanup: () => queue.close() };
});

jobQueueAdapterSuite('inline, SQLite', async () => {
  const db = new Database(':memory:');
  const queue = new InlineJobQueue(db);
  return {
    queue,
    async cleanup() {
      await queue.close();
      db.close();
    },
  };
});

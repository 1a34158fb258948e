import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { openSqliteDatabase, type SqliteDatabase } from '../sqlite/sqlite-database';
import { MAX_YIELD_MS } from '../http/requests-in-flight';
import { InlineJobQueue, KEEP_DONE_MS } from './inline.job-queue';
import type { JobHandler } from './job-queue.port';

/** Durability of the SQLite-backed inline queue: what survives closing or losing the process. */
describe('InlineJobQueue with a SQLite file', () => {
  let dir: string;
  let file: string;
  const open: Array<{ db: SqliteDatabase; queue: InlineJobQueue; closeQueue: boolean }> = [];

  function openQueue(closeQueue = true): InlineJobQueue {
    const db = openSqliteDatabase(file);
    const queue = new InlineJobQueue(db);
    open.push({ db, queue, closeQueue });
    return queue;
  }

  async function closeAll(): Promise<void> {
    for (const { db, queue, closeQueue } of open.splice(0)) {
      if (closeQueue) await queue.close();
      db.close();
    }
  }

  function recording(): { calls: Array<{ data: unknown; attempt: number }>; handler: JobHandler } {
    const calls: Array<{ data: unknown; attempt: number }> = [];
    return { calls, handler: async (data, { attempt }) => void calls.push({ data, attempt }) };
  }

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'inline-queue-'));
    file = join(dir, 'events.sqlite');
  });

  afterEach(async () => {
    jest.restoreAllMocks();
    await closeAll();
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps a job enqueued before a restart and runs it after start()', async () => {
    const before = openQueue();
    await before.enqueue('mail', { to: 'eva@example.hu' }, { jobId: 'mail-1' });
    await closeAll();

    const after = openQueue();
    const { calls, handler } = recording();
    after.register('mail', handler);
    await after.start();
    await after.drain();
    expect(calls).toEqual([{ data: { to: 'eva@example.hu' }, attempt: 1 }]);
  });

  it('keeps done ids, so re-enqueueing them after a restart is still a no-op', async () => {
    const first = openQueue();
    const one = recording();
    first.register('mail', one.handler);
    await first.start();
    await first.enqueue('mail', { n: 1 }, { jobId: 'mail-1' });
    await first.drain();
    await closeAll();

    const second = openQueue();
    const two = recording();
    second.register('mail', two.handler);
    await second.start();
    await second.enqueue('mail', { n: 2 }, { jobId: 'mail-1' });
    await second.drain();
    expect(one.calls).toHaveLength(1);
    expect(two.calls).toHaveLength(0);
  });

  it('forgets done jobs after a week, and keeps the pending ones', async () => {
    const queue = openQueue();
    const { handler } = recording();
    queue.register('mail', handler);
    await queue.start();
    await queue.enqueue('mail', { n: 1 }, { jobId: 'mail-done' });
    await queue.drain();
    await queue.enqueue('mail', { n: 2 }, { jobId: 'mail-later', delayMs: 60 * 60 * 1000 });
    expect(queue.pruneFinished(Date.now() + KEEP_DONE_MS - 1000)).toBe(0);
    expect(queue.pruneFinished(Date.now() + KEEP_DONE_MS + 1000)).toBe(1);
    const db = open[0].db;
    expect(db.prepare('SELECT id FROM jobs').all()).toEqual([{ id: 'mail-later' }]);
  });

  it('runs again a job that was running when the process died (at least once)', async () => {
    const dying = openQueue(false); // never closed: its handler never returns, as if killed
    let started = false;
    dying.register('mail', () => {
      started = true;
      return new Promise<void>(() => undefined);
    });
    await dying.start();
    await dying.enqueue('mail', { n: 1 }, { jobId: 'mail-1' });
    while (!started) await new Promise((resolve) => setTimeout(resolve, 5));

    const next = openQueue();
    const { calls, handler } = recording();
    next.register('mail', handler);
    await next.start();
    await next.drain();
    expect(calls).toEqual([{ data: { n: 1 }, attempt: 1 }]);
  });

  it('resumes a retry after a restart with the next attempt number', async () => {
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const first = openQueue();
    first.register('mail', async () => {
      throw new Error('SMTP down');
    });
    await first.start();
    await first.enqueue('mail', {}, { jobId: 'mail-1', attempts: 3, backoffMs: 200 });
    const db = open[0].db;
    while (db.prepare(`SELECT attempts_made FROM jobs WHERE id = 'mail-1'`).pluck().get() !== 1) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await closeAll(); // during the backoff

    const second = openQueue();
    const { calls, handler } = recording();
    second.register('mail', handler);
    await second.start();
    await second.drain();
    expect(calls).toEqual([{ data: {}, attempt: 2 }]);
  });

  it('leaves jobs without a handler pending, logs it, and runs them once a handler exists', async () => {
    const errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const first = openQueue();
    first.register('other', async () => undefined);
    await first.start();
    await first.enqueue('promote', { serviceId: 's1' }, { jobId: 'promote-1' });
    await first.drain(); // must not wait for a job nobody can run
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('"promote"'));
    expect(errors.mock.calls.flat().join(' ')).not.toContain('s1'); // never the job data
    await closeAll();

    const second = openQueue();
    const { calls, handler } = recording();
    second.register('promote', handler);
    await second.start();
    await second.drain();
    expect(calls).toEqual([{ data: { serviceId: 's1' }, attempt: 1 }]);
  });
});

describe('the embedded queue and the requests in flight', () => {
  it('lets due jobs wait while requests are answered, but never longer than MAX_YIELD_MS', async () => {
    let busy = true;
    const queue = new InlineJobQueue(undefined, { busy: () => busy });
    const ran: number[] = [];
    const started = Date.now();
    queue.register('mail', async () => void ran.push(Date.now() - started));
    await queue.start();
    await queue.enqueue('mail', {}, { jobId: 'a' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ran).toEqual([]);
    busy = false;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ran).toHaveLength(1);

    busy = true;
    await queue.enqueue('mail', {}, { jobId: 'b' });
    await new Promise((resolve) => setTimeout(resolve, MAX_YIELD_MS + 100));
    expect(ran).toHaveLength(2); // steady load: the job ran beside the requests after all
    await queue.close();
  });
});

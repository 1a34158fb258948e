import { randomBytes } from 'node:crypto';
import type { JobQueue } from './job-queue.port';

export interface JobQueueFixture {
  queue: JobQueue;
  cleanup(): Promise<void>;
}

// Generous: closing a BullMQ worker may wait for its blocking Redis read to return.
const TIMEOUT_MS = 20_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await sleep(10);
  }
}

interface Call<D> {
  data: D;
  jobId: string;
  attempt: number;
  at: number;
}

/** Registers a recording handler; `behaviour` may throw to fail an attempt. */
function recorder<D = unknown>(queue: JobQueue, name: string, behaviour?: (call: Call<D>) => Promise<void> | void) {
  const calls: Call<D>[] = [];
  queue.register<D>(name, async (data, meta) => {
    const call = { data, ...meta, at: Date.now() };
    calls.push(call);
    await behaviour?.(call);
  });
  return calls;
}

/**
 * The behaviour every JobQueue adapter must show. Job ids carry a random suffix so that the
 * suite can run against a shared Redis. Timing checks leave slack for slow CI machines.
 */
export function jobQueueAdapterSuite(name: string, make: () => Promise<JobQueueFixture>): void {
  describe(`JobQueue adapter suite: ${name}`, () => {
    let fixture: JobQueueFixture;
    let queue: JobQueue;
    let run: string;
    const id = (local: string) => `${local}-${run}`;

    beforeEach(async () => {
      fixture = await make();
      queue = fixture.queue;
      run = randomBytes(4).toString('hex');
    }, TIMEOUT_MS);

    afterEach(async () => {
      await fixture.cleanup();
    }, TIMEOUT_MS);

    it('counts the jobs waiting as its depth, and none once they ran', async () => {
      recorder(queue, 'greet');
      await queue.enqueue('greet', { n: 1 }, { jobId: id('depth:1') });
      await queue.enqueue('greet', { n: 2 }, { jobId: id('depth:2'), delayMs: 60_000 });
      expect(await queue.depth()).toBe(2);
      await queue.start();
      await queue.enqueue('greet', { n: 3 }, { jobId: id('depth:3') });
      // The delayed one still waits; the others run.
      for (let i = 0; i < 100 && (await queue.depth()) !== 1; i++) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await queue.depth()).toBe(1);
    }, TIMEOUT_MS);

    it('runs a registered job with its data and attempt 1', async () => {
      const calls = recorder(queue, 'greet');
      await queue.start();
      const data = { email: 'eva@example.hu', name: 'Kovács Éva', n: 1, list: [1, 2] };
      await queue.enqueue('greet', data, { jobId: id('mail:signup:42') });
      await queue.drain();
      expect(calls.map(({ data, jobId, attempt }) => ({ data, jobId, attempt }))).toEqual([
        { data, jobId: id('mail:signup:42'), attempt: 1 },
      ]);
    }, TIMEOUT_MS);

    it('runs jobs enqueued before start() once started', async () => {
      const calls = recorder(queue, 'early');
      await queue.enqueue('early', { n: 1 }, { jobId: id('early') });
      await queue.start();
      await queue.drain();
      expect(calls).toHaveLength(1);
    }, TIMEOUT_MS);

    it('dispatches by name and accepts ids with colons, percent signs or only digits', async () => {
      const a = recorder(queue, 'a');
      const b = recorder(queue, 'b');
      await queue.start();
      const digits = String(Date.now()) + String(randomBytes(2).readUInt16BE());
      const ids = [digits, id('x:y:z'), id('x%3Ay%3Az'), id('%N1')];
      for (const jobId of ids) await queue.enqueue('a', { jobId }, { jobId });
      await queue.enqueue('b', { n: 2 }, { jobId: id('b') });
      await queue.drain();
      expect(a.map((call) => call.jobId).sort()).toEqual([...ids].sort());
      expect(a.every((call) => (call.data as { jobId: string }).jobId === call.jobId)).toBe(true);
      expect(b.map((call) => call.data)).toEqual([{ n: 2 }]);
    }, TIMEOUT_MS);

    it('runs a jobId once, however often it is enqueued, before and after it ran', async () => {
      const calls = recorder(queue, 'once');
      await queue.start();
      await queue.enqueue('once', { n: 1 }, { jobId: id('once') });
      await queue.enqueue('once', { n: 2 }, { jobId: id('once') });
      await queue.drain();
      await queue.enqueue('once', { n: 3 }, { jobId: id('once') });
      await queue.drain();
      await sleep(100);
      expect(calls.map((call) => call.data)).toEqual([{ n: 1 }]);
    }, TIMEOUT_MS);

    it('does not run a delayed job before its delay, then runs it', async () => {
      const calls = recorder(queue, 'later');
      await queue.start();
      const enqueuedAt = Date.now();
      await queue.enqueue('later', {}, { jobId: id('later'), delayMs: 300 });
      await sleep(150);
      expect(calls).toHaveLength(0);
      await until(() => calls.length === 1);
      expect(calls[0].at - enqueuedAt).toBeGreaterThanOrEqual(290);
    }, TIMEOUT_MS);

    it('drain() does not wait for a job delayed into the future', async () => {
      const calls = recorder(queue, 'next-week');
      await queue.start();
      await queue.enqueue('next-week', {}, { jobId: id('next-week'), delayMs: 7 * 24 * 3600 * 1000 });
      const started = Date.now();
      await queue.drain();
      expect(Date.now() - started).toBeLessThan(2000);
      expect(calls).toHaveLength(0);
    }, TIMEOUT_MS);

    it('leaves a job without a handler alone, and drain() does not wait for it', async () => {
      const other = recorder(queue, 'other');
      await queue.start();
      await queue.enqueue('nobody-handles-this', {}, { jobId: id('orphan') });
      await queue.enqueue('other', {}, { jobId: id('other') });
      const started = Date.now();
      await queue.drain();
      expect(Date.now() - started).toBeLessThan(2000);
      expect(other).toHaveLength(1);
    }, TIMEOUT_MS);

    it('retries a failing job with exponential backoff until it succeeds', async () => {
      const calls = recorder(queue, 'flaky', ({ attempt }) => {
        if (attempt < 3) throw new Error(`failure ${attempt}`);
      });
      await queue.start();
      await queue.enqueue('flaky', { n: 1 }, { jobId: id('flaky'), attempts: 5, backoffMs: 100 });
      await queue.drain(); // waits out the backoff of a retry
      expect(calls.map((call) => call.attempt)).toEqual([1, 2, 3]);
      expect(calls.every((call) => call.jobId === id('flaky'))).toBe(true);
      expect(calls[1].at - calls[0].at).toBeGreaterThanOrEqual(90); // 100 ms
      expect(calls[2].at - calls[1].at).toBeGreaterThanOrEqual(190); // 200 ms
      await sleep(300);
      expect(calls).toHaveLength(3);
    }, TIMEOUT_MS);

    it('stops retrying when the attempts are used up', async () => {
      const calls = recorder(queue, 'doomed', () => {
        throw new Error('always');
      });
      const fine = recorder(queue, 'fine');
      await queue.start();
      await queue.enqueue('doomed', {}, { jobId: id('doomed'), attempts: 3, backoffMs: 20 });
      await queue.drain();
      expect(calls.map((call) => call.attempt)).toEqual([1, 2, 3]);
      await sleep(300);
      expect(calls).toHaveLength(3);
      // A failed id stays known, and the queue goes on with other jobs.
      await queue.enqueue('doomed', {}, { jobId: id('doomed'), attempts: 3, backoffMs: 20 });
      await queue.enqueue('fine', {}, { jobId: id('fine') });
      await queue.drain();
      expect(calls).toHaveLength(3);
      expect(fine).toHaveLength(1);
    }, TIMEOUT_MS);

    it('drain() waits for running jobs', async () => {
      let finished = false;
      const calls = recorder(queue, 'slow', async () => {
        await sleep(300);
        finished = true;
      });
      await queue.start();
      await queue.enqueue('slow', {}, { jobId: id('slow') });
      await until(() => calls.length === 1);
      await queue.drain();
      expect(finished).toBe(true);
    }, TIMEOUT_MS);

    it('runs many jobs exactly once each, several at a time', async () => {
      let running = 0;
      let maxRunning = 0;
      const calls = recorder<{ i: number }>(queue, 'bulk', async () => {
        maxRunning = Math.max(maxRunning, ++running);
        await sleep(10);
        running--;
      });
      await queue.start();
      await Promise.all(Array.from({ length: 50 }, (_, i) => queue.enqueue('bulk', { i }, { jobId: id(`bulk-${i}`) })));
      await queue.drain();
      expect(calls.map((call) => call.data.i).sort((x, y) => x - y)).toEqual(Array.from({ length: 50 }, (_, i) => i));
      expect(new Set(calls.map((call) => call.jobId)).size).toBe(50);
      expect(maxRunning).toBeGreaterThan(1);
    }, TIMEOUT_MS);

    it('rejects invalid options', async () => {
      await expect(queue.enqueue('x', {}, { jobId: '' })).rejects.toThrow(/jobId/);
      await expect(queue.enqueue('x', {}, { jobId: id('x'), attempts: 0 })).rejects.toThrow(/attempts/);
      await expect(queue.enqueue('x', {}, { jobId: id('x'), delayMs: -1 })).rejects.toThrow(/delayMs/);
    }, TIMEOUT_MS);
  });
}

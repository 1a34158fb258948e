import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { EventStore, NewEvent, RecordedEvent, WrongExpectedRevisionError } from './event-store.port';

export interface EventStoreFixture {
  store: EventStore;
  /** Releases what make() opened; the suite closes the store itself first. */
  cleanup(): Promise<void>;
}

/**
 * Behaviour every EventStore adapter must share. Stream names are unique per test and positions are
 * only compared relative to each other, so the suite also runs against a shared, non-empty server.
 */
export function eventStoreAdapterSuite(name: string, make: () => Promise<EventStoreFixture>): void {
  describe(`EventStore adapter suite: ${name}`, () => {
    let store: EventStore;
    let cleanup: () => Promise<void>;

    beforeEach(async () => {
      ({ store, cleanup } = await make());
    });

    afterEach(async () => {
      await store.close();
      await cleanup();
    });

    it('appends to a new stream with no_stream and returns the revision and position', async () => {
      const stream = uniqueStream('new');
      const result = await store.append(stream, [event('A', 1), event('B', 2)], 'no_stream');
      expect(result.nextRevision).toBe(1);
      expect(result.position).toBeGreaterThan(0);

      const read = await store.readStream(stream);
      expect(read.map((e) => [e.streamId, e.revision, e.type, e.data])).toEqual([
        [stream, 0, 'A', { n: 1 }],
        [stream, 1, 'B', { n: 2 }],
      ]);
      expect(read[0].metadata).toEqual(event('A', 1).metadata);
      expect(read[0].position).toBeGreaterThan(0);
      expect(read[1].position).toBeGreaterThan(read[0].position);
      expect(read[1].position).toBe(result.position);
    });

    it('reads one event by its revision, and nothing of a revision or stream that is not there', async () => {
      const stream = uniqueStream('one');
      await store.append(stream, [event('A', 1), event('B', 2), event('C', 3)], 'no_stream');
      expect(await store.readEvent(stream, 1)).toMatchObject({ streamId: stream, revision: 1, type: 'B', data: { n: 2 } });
      expect(await store.readEvent(stream, 3)).toBeNull();
      expect(await store.readEvent(uniqueStream('none'), 0)).toBeNull();
      await store.deleteStream(stream);
      expect(await store.readEvent(stream, 0)).toBeNull();
    });

    it('rejects a second no_stream append and appends nothing', async () => {
      const stream = uniqueStream('twice');
      await store.append(stream, [event('A', 1)], 'no_stream');
      const error = await store.append(stream, [event('B', 2), event('C', 3)], 'no_stream').catch((e) => e);
      expect(error).toBeInstanceOf(WrongExpectedRevisionError);
      expect(error).toMatchObject({ streamId: stream, expected: 'no_stream', actual: 0 });
      expect((await store.readStream(stream)).map((e) => e.type)).toEqual(['A']);
    });

    it('appends when the expected revision matches and rejects a mismatch', async () => {
      const stream = uniqueStream('rev');
      await store.append(stream, [event('A', 1)], 'no_stream');
      expect((await store.append(stream, [event('B', 2)], 0)).nextRevision).toBe(1);

      await expect(store.append(stream, [event('C', 3)], 0)).rejects.toMatchObject({
        name: 'WrongExpectedRevisionError',
        expected: 0,
        actual: 1,
      });
      await expect(store.append(stream, [event('C', 3)], 5)).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      await expect(store.append(uniqueStream('missing'), [event('C', 3)], 0)).rejects.toMatchObject({
        name: 'WrongExpectedRevisionError',
        actual: 'no_stream',
      });
      expect((await store.readStream(stream)).map((e) => e.type)).toEqual(['A', 'B']);
    });

    it("appends with 'any' whether or not the stream exists", async () => {
      const stream = uniqueStream('any');
      expect((await store.append(stream, [event('A', 1)], 'any')).nextRevision).toBe(0);
      expect((await store.append(stream, [event('B', 2)], 'any')).nextRevision).toBe(1);
      expect((await store.readStream(stream)).map((e) => e.revision)).toEqual([0, 1]);
    });

    it('appends several events atomically with increasing positions', async () => {
      const stream = uniqueStream('multi');
      const before = await store.headPosition();
      const result = await store.append(stream, [event('A', 1), event('B', 2), event('C', 3)], 'no_stream');
      const mine = (await readAllFrom(store, before)).filter((e) => e.streamId === stream);
      expect(mine.map((e) => e.revision)).toEqual([0, 1, 2]);
      expect(isIncreasing(mine.map((e) => e.position))).toBe(true);
      expect(mine[2].position).toBe(result.position);
    });

    it('reads a stream in order and an unknown stream as empty', async () => {
      const stream = uniqueStream('order');
      await store.append(stream, [event('A', 1)], 'no_stream');
      await store.append(uniqueStream('other'), [event('X', 9)], 'no_stream');
      await store.append(stream, [event('B', 2), event('C', 3)], 0);
      expect((await store.readStream(stream)).map((e) => e.type)).toEqual(['A', 'B', 'C']);
      expect(await store.readStream(uniqueStream('unknown'))).toEqual([]);
    });

    it('reads a stream from a revision on', async () => {
      const stream = uniqueStream('from');
      await store.append(stream, [event('A', 1), event('B', 2), event('C', 3)], 'no_stream');
      const all = await store.readStream(stream);
      const tail = await store.readStream(stream, 1);
      expect(tail.map((e) => [e.revision, e.type])).toEqual([[1, 'B'], [2, 'C']]);
      expect(tail.map((e) => e.position)).toEqual(all.slice(1).map((e) => e.position));
      expect(await store.readStream(stream, 3)).toEqual([]);
      expect(await store.readStream(uniqueStream('unknown'), 2)).toEqual([]);
    });

    it('reads a stream a batch at a time with a limit', async () => {
      const stream = uniqueStream('batches');
      await store.append(stream, [event('A', 1), event('B', 2), event('C', 3)], 'no_stream');
      expect((await store.readStream(stream, 0, 2)).map((e) => e.type)).toEqual(['A', 'B']);
      expect((await store.readStream(stream, 2, 2)).map((e) => e.type)).toEqual(['C']);
      expect(await store.readStream(stream, 3, 2)).toEqual([]);
    });

    it('pages through $all with readAll(after, limit)', async () => {
      const stream = uniqueStream('page');
      const before = await store.headPosition();
      await store.append(stream, [event('A', 1), event('B', 2)], 'no_stream');
      await store.append(stream, [event('C', 3), event('D', 4), event('E', 5)], 1);

      const seen: RecordedEvent[] = [];
      let after = before;
      for (;;) {
        const page = await store.readAll(after, 2);
        if (page.length === 0) break;
        expect(page.length).toBeLessThanOrEqual(2);
        expect(page[0].position).toBeGreaterThan(after);
        seen.push(...page);
        after = page[page.length - 1].position;
      }
      expect(isIncreasing(seen.map((e) => e.position))).toBe(true);
      expect(seen.filter((e) => e.streamId === stream).map((e) => e.type)).toEqual(['A', 'B', 'C', 'D', 'E']);
      expect(seen.every((e) => !e.type.startsWith('$'))).toBe(true);
      expect(await store.readAll(after, 10)).toEqual([]);
    });

    it('subscribes: catches up, then receives live appends in order, one at a time', async () => {
      const stream = uniqueStream('sub');
      const before = await store.headPosition();
      await store.append(stream, [event('A', 1), event('B', 2), event('C', 3)], 'no_stream');

      const received: RecordedEvent[] = [];
      let inFlight = 0;
      let maxInFlight = 0;
      const subscription = store.subscribeToAll(before, async (e) => {
        inFlight++;
        maxInFlight = Math.max(maxInFlight, inFlight);
        await delay(5);
        if (e.streamId === stream) received.push(e);
        inFlight--;
      });
      try {
        await waitFor(() => received.length === 3);
        await store.append(stream, [event('D', 4)], 2);
        await store.append(stream, [event('E', 5), event('F', 6)], 3);
        await waitFor(() => received.length === 6);
      } finally {
        await subscription.close();
      }
      expect(received.map((e) => e.type)).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
      expect(isIncreasing(received.map((e) => e.position))).toBe(true);
      expect(received[0].position).toBeGreaterThan(before);
      expect(maxInFlight).toBe(1);
    });

    it('retries an event whose handler failed, logging the failure, then carries on in order', async () => {
      const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
      const stream = uniqueStream('retry');
      const before = await store.headPosition();
      await store.append(stream, [event('A', 1), event('B', 2)], 'no_stream');

      const calls: string[] = [];
      const failures: Array<string | null> = [];
      let logCalls = 0;
      let failed = false;
      const subscription = store.subscribeToAll(before, async (e) => {
        if (e.streamId !== stream) return;
        calls.push(e.type);
        failures.push(subscription.failure);
        if (e.type === 'A' && !failed) {
          failed = true;
          throw new Error('projection hiccup');
        }
      });
      try {
        await waitFor(() => calls.length === 3, 10_000);
        // While the same event fails the subscription says why (readiness reports it); then it clears.
        expect(failures[1]).toMatch(/^handler failing on A at position \d+$/);
        await waitFor(() => subscription.failure === null, 1000);
      } finally {
        await subscription.close();
        logCalls = logged.mock.calls.length;
        logged.mockRestore();
      }
      expect(calls).toEqual(['A', 'A', 'B']);
      expect(logCalls).toBeGreaterThan(0);
    });

    it('stops delivering after close()', async () => {
      const stream = uniqueStream('close');
      const before = await store.headPosition();
      const received: string[] = [];
      const subscription = store.subscribeToAll(before, async (e) => {
        if (e.streamId === stream) received.push(e.type);
      });
      await store.append(stream, [event('A', 1)], 'no_stream');
      await waitFor(() => received.length === 1);
      await subscription.close();
      await store.append(stream, [event('B', 2)], 0);
      await delay(300);
      expect(received).toEqual(['A']);
    });

    it('deletes a stream so that its name can be reused with no_stream', async () => {
      const stream = uniqueStream('erase');
      await store.append(stream, [event('A', 1), event('B', 2)], 'no_stream');
      await store.deleteStream(stream);
      expect(await store.readStream(stream)).toEqual([]);

      await store.append(stream, [event('C', 3)], 'no_stream');
      const recreated = await store.readStream(stream);
      expect(recreated.map((e) => e.type)).toEqual(['C']);
      // Revisions may continue after the deleted ones (KurrentDB); the last one read is what to expect.
      await store.append(stream, [event('D', 4)], recreated[0].revision);
      expect((await store.readStream(stream)).map((e) => e.type)).toEqual(['C', 'D']);

      await expect(store.deleteStream(uniqueStream('never'))).resolves.toBeUndefined();
    });

    it('deletes a stream that never existed as nothing to delete, then creates it and shows it in $all', async () => {
      // An erasure deletes a person's e-mail claim stream whether or not it was ever written.
      const stream = uniqueStream('never-written');
      const before = await store.headPosition();
      await expect(store.deleteStream(stream)).resolves.toBeUndefined();

      const appended = await store.append(stream, [event('A', 1)], 'no_stream');
      expect((await store.readStream(stream)).map((e) => e.type)).toEqual(['A']);
      const all = await store.readAll(before, 1000);
      expect(all.filter((e) => e.streamId === stream).map((e) => [e.type, e.position])).toEqual([['A', appended.position]]);
    });

    it('reports the head position', async () => {
      const result = await store.append(uniqueStream('head'), [event('A', 1)], 'no_stream');
      expect(await store.headPosition()).toBeGreaterThanOrEqual(result.position);
    });

    it('lets exactly one of 20 concurrent appends with the same expected revision win', async () => {
      const stream = uniqueStream('race');
      await store.append(stream, [event('A', 0)], 'no_stream');
      const results = await Promise.allSettled(
        Array.from({ length: 20 }, (_, i) => store.append(stream, [event('B', i)], 0)),
      );
      const won = results.filter((r) => r.status === 'fulfilled');
      const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost.every((r) => r.reason instanceof WrongExpectedRevisionError)).toBe(true);
      expect(await store.readStream(stream)).toHaveLength(2);
    });
  });
}

function uniqueStream(prefix: string): string {
  return `contract_${prefix}-${randomUUID().replaceAll('-', '')}`;
}

function event(type: string, n: number): NewEvent {
  return {
    type,
    data: { n },
    metadata: { actorId: 'actor-1', correlationId: 'corr-1', occurredAt: '2026-01-02T03:04:05.000Z' },
  };
}

async function readAllFrom(store: EventStore, after: number): Promise<RecordedEvent[]> {
  const all: RecordedEvent[] = [];
  for (let page = await store.readAll(after, 500); page.length > 0; page = await store.readAll(after, 500)) {
    all.push(...page);
    after = page[page.length - 1].position;
  }
  return all;
}

function isIncreasing(values: number[]): boolean {
  return values.every((v, i) => i === 0 || v > values[i - 1]);
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await delay(10);
  }
}

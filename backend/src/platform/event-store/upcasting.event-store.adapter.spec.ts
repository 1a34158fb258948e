import { openSqliteDatabase } from '../sqlite/sqlite-database';
import { eventStoreAdapterSuite } from './event-store.adapter-suite';
import { NewEvent, RecordedEvent } from './event-store.port';
import { SqliteEventStore } from './sqlite.event-store';
import { UpcastingEventStore } from './upcasting.event-store';
import { EventUpcasters } from './upcasting';

// The decorator is an event store like any other: the shared suite holds for it (no upcasters touch its events).
eventStoreAdapterSuite('UpcastingEventStore over SQLite', async () => {
  const db = openSqliteDatabase(':memory:');
  return { store: new UpcastingEventStore(new SqliteEventStore(db, { retryDelayMs: 100 }), new EventUpcasters()), cleanup: async () => void db.close() };
});

describe('the event store the app reads through', () => {
  const metadata = { actorId: null, correlationId: 'c', occurredAt: '2026-12-01T10:00:00.000Z' };
  // Shape 1 said `n`; shape 2 says `count`.
  const oldShape: NewEvent = { type: 'Counted', data: { n: 3 }, metadata };

  function stores() {
    const log = new SqliteEventStore(openSqliteDatabase(':memory:'), { pollIntervalMs: 10 });
    const upcasters = new EventUpcasters();
    upcasters.add({ type: 'Counted', from: 1, upcast: ({ n }: { n: number }) => ({ count: n }) });
    return { log, store: new UpcastingEventStore(log, upcasters) };
  }

  it('hands out an event of an old shape in the current one on every read path', async () => {
    const { log, store } = stores();
    await log.append('counter-1', [oldShape, { type: 'Other', data: { n: 1 }, metadata }], 'no_stream');
    const current = { type: 'Counted', data: { count: 3 }, metadata: { v: 2 } };
    expect(await store.readStream('counter-1')).toMatchObject([current, { type: 'Other', data: { n: 1 } }]);
    expect(await store.readEvent('counter-1', 0)).toMatchObject(current);
    expect(await store.readAll(0, 10)).toMatchObject([current, { type: 'Other' }]);

    const delivered: RecordedEvent[] = [];
    const subscription = store.subscribeToAll(0, async (event) => void delivered.push(event));
    // Live delivery too: an old-shaped event another process wrote after the subscription caught up.
    await log.append('counter-2', [oldShape], 'no_stream');
    for (let i = 0; i < 100 && delivered.length < 3; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    await subscription.close();
    expect(delivered.map((event) => event.data)).toEqual([{ count: 3 }, { n: 1 }, { count: 3 }]);
    await store.close();
  });

  it('writes the version of the shape it appends, so a later shape can tell it apart', async () => {
    const { log, store } = stores();
    await store.append('counter-1', [{ type: 'Counted', data: { count: 5 }, metadata }, { type: 'Other', data: {}, metadata }], 'no_stream');
    const [counted, other] = await log.readStream('counter-1');
    expect(counted.metadata).toEqual({ ...metadata, v: 2 });
    expect(other.metadata).toEqual(metadata);
    expect((await store.readStream('counter-1'))[0].data).toEqual({ count: 5 });
    await store.close();
  });
});

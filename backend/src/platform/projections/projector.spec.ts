import { ProjectorCheckpoints } from '../checkpoints/projector-checkpoint';
import { SqliteEventStore } from '../event-store/sqlite.event-store';
import { MemoryReadStore } from '../read-store/memory.read-store';
import { Doc, readModel } from '../read-store/read-store.port';
import { openSqliteDatabase } from '../sqlite/sqlite-database';
import { Projection } from './projection';
import { PARKED_EVENTS, Projector } from './projector';
import { PageVisited, visit, visits } from './testing/visits.projection';




function setup() {
  const db = openSqliteDatabase(':memory:');
  const events = new SqliteEventStore(db);
  const readStore = new MemoryReadStore();
  const checkpoints = new ProjectorCheckpoints(readStore);
  return { events, readStore, checkpoints, projector: new Projector(events, readStore, checkpoints, [visits]) };
}

describe('projector', () => {
  it('rebuilds a read model from the whole log at start', async () => {
    const { events, readStore, projector } = setup();
    await events.append('page-a', [visit('a'), visit('a')], 'no_stream');
    await events.append('page-b', [visit('b')], 'no_stream');
    await projector.start({ rebuild: true });
    expect(await readStore.stored('visits').get('a')).toMatchObject({ count: 2 });
    expect(await readStore.stored('visits').get('b')).toMatchObject({ count: 1 });
    await projector.stop();
  });

  it('follows live appends, and waitFor resolves once the position is projected (read your writes)', async () => {
    const { events, readStore, projector } = setup();
    await projector.start({ rebuild: true });
    const { position } = await events.append('page-a', [visit('a')], 'no_stream');
    await expect(projector.waitFor(position)).resolves.toBe(true);
    expect(await readStore.stored('visits').get('a')).toMatchObject({ count: 1 });
    await expect(projector.waitFor(position + 100, 50)).resolves.toBe(false);
    await projector.stop();
  });

  it('resumes from its checkpoint without applying an event twice', async () => {
    const { events, readStore, checkpoints } = setup();
    await events.append('page-a', [visit('a')], 'no_stream');
    const first = new Projector(events, readStore, checkpoints, [visits]);
    await first.start({ rebuild: false });
    await first.stop();
    await events.append('page-a', [visit('a')], 0);
    const second = new Projector(events, readStore, checkpoints, [visits]);
    await second.start({ rebuild: false });
    expect(await readStore.stored('visits').get('a')).toMatchObject({ count: 2 });
    await second.stop();
  });

  it('does not re-apply an event to a document that already saw it (checkpoint lost after the write)', async () => {
    const { events, readStore, checkpoints } = setup();
    await events.append('page-a', [visit('a')], 'no_stream');
    const first = new Projector(events, readStore, checkpoints, [visits]);
    await first.start({ rebuild: false });
    await first.stop();
    await checkpoints.save({ position: 0, projections: { visits: 0 } }); // as if the process died before storing the checkpoint
    const second = new Projector(events, readStore, checkpoints, [visits]);
    await second.start({ rebuild: false });
    expect(await readStore.stored('visits').get('a')).toMatchObject({ count: 1 });
    await second.stop();
  });

  it('parks an event a projection keeps failing on, and goes on with the next ones', async () => {
    const { events, readStore, checkpoints } = setup();
    await readStore.ensureIndex('pages', { fields: { title: 1 }, unique: true });
    const titled: Projection<Doc, PageVisited> = {
      model: readModel('pages'),
      version: 1,
      handles: ['PageVisited'],
      documentId: (event) => event.data.page,
      // Two pages with one title clash on the unique index: the second can never be applied.
      evolve: (_doc, event) => ({ _id: event.data.page, title: event.data.page.replace(/[0-9]/g, '') }),
    };
    const projector = new Projector(events, readStore, checkpoints, [titled as Projection, visits]);
    const head = await events.append('pages', [visit('a1'), visit('a2'), visit('b')], 'no_stream');
    await projector.start({ rebuild: true });
    // The failing projection catches up on its own; a wait that names it waits for it.
    await expect(projector.waitFor(head.position, 5000, ['pages'])).resolves.toBe(true);
    expect((await readStore.stored('pages').find({})).map((doc) => doc._id).sort()).toEqual(['a1', 'b']);
    expect(await readStore.stored('visits').count()).toBe(3);
    expect(await readStore.collection(PARKED_EVENTS).find({})).toEqual([
      expect.objectContaining({ _id: 'pages@2', projection: 'pages', position: 2, streamId: 'pages', type: 'PageVisited', error: expect.stringContaining('Duplicate key') }),
    ]);
    const { position } = await events.append('pages', [visit('c')], 2);
    await expect(projector.waitFor(position)).resolves.toBe(true);
    await projector.stop();
  });

  it('live, hands a projection the stored document frozen, so that changing it cannot go unnoticed', async () => {
    const { events, readStore, checkpoints } = setup();
    const given: Array<{ count: unknown; frozen: boolean }> = [];
    const watched: Projection<Doc, PageVisited> = {
      ...(visits as Projection<Doc, PageVisited>),
      evolve: (doc, event) => {
        if (doc) given.push({ count: doc.count, frozen: Object.isFrozen(doc) });
        return visits.evolve(doc, event);
      },
    };
    const projector = new Projector(events, readStore, checkpoints, [watched as Projection]);
    await projector.start({ rebuild: true });
    for (const expected of ['no_stream', 0, 1] as const) {
      const { position } = await events.append('page-a', [visit('a')], expected);
      await projector.waitFor(position);
    }
    expect(given).toEqual([
      { count: 1, frozen: true },
      { count: 2, frozen: true },
    ]);
    const stored = (await readStore.stored('visits').get('a'))!;
    stored.count = 99; // a reader's copy, not the stored document
    expect(await readStore.stored('visits').get('a')).toEqual(expect.objectContaining({ count: 3 }));
    await projector.stop();
  });

  it('writes one checkpoint per live event and one per batch catching up, however many projections run', async () => {
    const { events, readStore, checkpoints } = setup();
    const other: Projection = { ...visits, model: readModel('others') };
    await events.append('many', Array.from({ length: 2500 }, (_, i) => visit(`p${i % 7}`)), 'no_stream');
    const saves = jest.spyOn(checkpoints, 'save');
    const projector = new Projector(events, readStore, checkpoints, [visits, other]);
    await projector.start({ rebuild: true });
    expect(saves).toHaveBeenCalledTimes(3); // batches of 1000, 1000 and 500
    saves.mockClear();
    const { position } = await events.append('many', [visit('a'), visit('b'), visit('c')], 2499);
    await projector.waitFor(position);
    expect(saves).toHaveBeenCalledTimes(3);
    expect(await checkpoints.position()).toBe(position);
    expect(await checkpoints.load(['visits', 'others'])).toMatchObject({ position, projections: { visits: position, others: position }, versions: { visits: 1, others: 1 } });
    await projector.stop();
  });

  it('catching up, reads and writes each document once per batch, deletions included', async () => {
    const { events, readStore, checkpoints } = setup();
    // A page is forgotten when visited with `forget`; it may come back later in the same batch.
    const forgetful: Projection<Doc, PageVisited> = {
      ...(visits as Projection<Doc, PageVisited>),
      evolve: (doc, event) => ((event.data as { forget?: boolean }).forget ? null : visits.evolve(doc, event)),
    };
    await events.append('pages', [visit('a'), visit('a'), visit('a'), visit('b'), { ...visit('b'), data: { page: 'b', forget: true } }, visit('c'), { ...visit('c'), data: { page: 'c', forget: true } }, visit('c')], 'no_stream');
    const collection = readStore.stored('visits');
    const gets = jest.spyOn(collection, 'get');
    const upserts = jest.spyOn(collection, 'upsert');
    const projector = new Projector(events, readStore, checkpoints, [forgetful as Projection]);
    await projector.start({ rebuild: true, follow: false });
    expect(gets).toHaveBeenCalledTimes(3);
    expect(upserts).toHaveBeenCalledTimes(2); // a and c; b is gone
    expect(await collection.find({})).toEqual([
      expect.objectContaining({ _id: 'a', count: 3, _position: 3 }),
      expect.objectContaining({ _id: 'c', count: 1, _position: 8 }),
    ]);
    expect(await checkpoints.position()).toBe(8);
  });

  it('catching up, applies a batch event by event when one of them fails, parking only that one', async () => {
    const { events, readStore, checkpoints } = setup();
    const fussy: Projection<Doc, PageVisited> = {
      ...(visits as Projection<Doc, PageVisited>),
      evolve: (doc, event) => {
        if (event.data.page === 'broken') throw new Error('cannot apply');
        return visits.evolve(doc, event);
      },
    };
    await events.append('pages', [visit('a'), visit('broken'), visit('a'), visit('b')], 'no_stream');
    const projector = new Projector(events, readStore, checkpoints, [fussy as Projection]);
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const started = projector.start({ rebuild: true, follow: false });
      await jest.runAllTimersAsync();
      await started;
    } finally {
      jest.useRealTimers();
    }
    expect(await readStore.stored('visits').get('a')).toMatchObject({ count: 2 });
    expect(await readStore.stored('visits').get('b')).toMatchObject({ count: 1 });
    expect(await readStore.collection(PARKED_EVENTS).find({})).toEqual([expect.objectContaining({ projection: 'visits', position: 2 })]);
  });

  it('rebuilds without following the log when asked to stop at the head, and empties what was parked', async () => {
    const { events, readStore, checkpoints } = setup();
    await readStore.collection(PARKED_EVENTS).upsert(parked('visits@1'));
    await readStore.stored('visits').upsert({ _id: 'stale', count: 9 });
    await events.append('page-a', [visit('a')], 'no_stream');
    const projector = new Projector(events, readStore, checkpoints, [visits]);
    await projector.start({ rebuild: true, follow: false });
    expect(await readStore.stored('visits').find({})).toEqual([expect.objectContaining({ _id: 'a', count: 1 })]);
    expect(await readStore.collection(PARKED_EVENTS).count()).toBe(0);
    await events.append('page-a', [visit('a')], 0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await readStore.stored('visits').get('a')).toMatchObject({ count: 1 });
    expect(await checkpoints.position()).toBe(1);
  });
});

const parked = (id: string) => ({ _id: id, projection: 'visits', position: 1, streamId: 'page-a', type: 'PageVisited', error: 'x', parkedAt: '2026-11-21T10:00:00.000Z' });

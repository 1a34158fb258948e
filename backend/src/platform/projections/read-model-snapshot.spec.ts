import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ProjectorCheckpoints } from '../checkpoints/projector-checkpoint';
import { SqliteEventStore } from '../event-store/sqlite.event-store';
import { MemoryReadStore } from '../read-store/memory.read-store';
import { Doc } from '../read-store/read-store.port';
import { openSqliteDatabase, SqliteDatabase } from '../sqlite/sqlite-database';
import { Projection } from './projection';
import { readModel } from '../read-store/read-store.port';
import { Projector } from './projector';
import { ReadModelSnapshot } from './read-model-snapshot';
import { visit, visits } from './testing/visits.projection';

/** A second read model, so that a version change of one projection is seen to leave the other alone. */
const pages: Projection = {
  model: readModel('pages'),
  version: 1,
  handles: ['PageVisited'],
  documentId: () => 'all',
  evolve: (doc, event) => ({ _id: 'all', seen: [...new Set([...((doc?.seen as string[]) ?? []), String((event.data as { page: string }).page)])].sort() }),
};

let dir: string;
let db: SqliteDatabase;
let log: SqliteEventStore;
const file = () => join(dir, 'read-models.snapshot');

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'snapshot-'));
  db = openSqliteDatabase(join(dir, 'events.sqlite'));
  log = new SqliteEventStore(db);
});

afterEach(async () => {
  await log.close();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Until every lane keeps up (a model built alone switched to). */
async function caughtUp(projector: Projector): Promise<void> {
  while (projector.status().some((lane) => lane.state !== 'keeps-up')) await new Promise((resolve) => setTimeout(resolve, 5));
}

/** One start of the embedded mode: the snapshot loaded when it can be, else the whole log replayed. */
async function start(projections: Projection[] = [visits, pages]) {
  const store = new MemoryReadStore();
  const snapshot = new ReadModelSnapshot(file(), store, log);
  const projector = new Projector(log, store, new ProjectorCheckpoints(store), projections);
  const loadedAt = await snapshot.load(projections);
  await projector.start({ rebuild: loadedAt === null });
  snapshot.follow(projector);
  return {
    loadedAt,
    store,
    snapshot,
    projector,
    /** A clean stop: the snapshot written between two events. */
    async stop() {
      await projector.stop();
      await snapshot.write();
    },
  };
}

/** The read models as a fresh process rebuilding from the whole log makes them: what every start must equal. */
async function rebuiltFromTheWholeLog(projections: Projection[] = [visits, pages]) {
  const store = new MemoryReadStore();
  await new Projector(log, store, new ProjectorCheckpoints(store), projections).start({ rebuild: true, follow: false });
  return readModels(store);
}

const readModels = (store: MemoryReadStore) =>
  Object.fromEntries(Object.entries(store.contents()).map(([name, docs]) => [name, [...docs].sort((a: Doc, b: Doc) => a._id.localeCompare(b._id))]));

describe('the read-model snapshot', () => {
  it('is written on a clean stop and loaded at the next start, which catches up only from its position', async () => {
    await log.append('page-a', [visit('a'), visit('a')], 'no_stream');
    const first = await start();
    await log.append('page-b', [visit('b')], 'no_stream');
    await first.projector.waitFor(3);
    await first.stop();
    await log.append('page-a', [visit('a')], 1); // while stopped
    await log.append('page-c', [visit('c')], 'no_stream');

    const second = await start();
    expect(second.loadedAt).toBe(3);
    expect(readModels(second.store)).toEqual(await rebuiltFromTheWholeLog());
    expect(await second.store.stored('visits').get('a')).toMatchObject({ count: 3 });
    await second.projector.stop();
  });

  it('is written while running too, between two events, and a start from it equals a rebuild', async () => {
    const first = await start();
    for (const page of ['a', 'b', 'a', 'c']) await log.append(`page-${page}`, [visit(page)], 'any');
    await first.projector.waitFor(4);
    const writing = first.snapshot.write();
    await log.append('page-d', [visit('d')], 'no_stream');
    await writing;
    await first.projector.waitFor(5);
    await first.projector.stop(); // a crash: no snapshot at the stop

    const second = await start();
    expect(second.loadedAt).toBeGreaterThanOrEqual(4);
    expect(readModels(second.store)).toEqual(await rebuiltFromTheWholeLog());
    await second.projector.stop();
  });

  it('keeps the models whose version did not change, and builds the one that did alone, beside its old collection', async () => {
    await log.append('page-a', [visit('a'), visit('b')], 'no_stream');
    await (await start()).stop();
    const counted = { ...visits, version: visits.version + 1, evolve: (doc: Doc | null, event: { data: { page: string } }) => ({ _id: event.data.page, count: Number(doc?.count ?? 0) + 10 }) } as Projection;

    const second = await start([counted, pages]);
    expect(second.loadedAt).toBe(2);
    await caughtUp(second.projector);
    expect(second.store.liveName('visits')).toBe('visits~v2');
    expect(await second.store.collection(visits.model).get('a')).toMatchObject({ count: 10 });
    expect(await second.store.collection(pages.model).get('all')).toMatchObject({ seen: ['a', 'b'] });
    await second.stop();
    // The snapshot it wrote holds the new version and where it lives; the start after it builds nothing.
    const third = await start([counted, pages]);
    expect(third.loadedAt).toBe(2);
    expect(third.projector.status().map((lane) => lane.state)).toEqual(['keeps-up', 'keeps-up']);
    expect(await third.store.collection(visits.model).get('a')).toMatchObject({ count: 10 });
    await third.projector.stop();
  });

  it('builds a model added since alone, the others loaded', async () => {
    await log.append('page-a', [visit('a')], 'no_stream');
    await (await start([visits])).stop();
    const second = await start([visits, pages]);
    expect(second.loadedAt).toBe(1);
    await caughtUp(second.projector);
    expect(await second.store.collection(pages.model).get('all')).toMatchObject({ seen: ['a'] });
    await second.projector.stop();
  });

  it('is ignored when the file is damaged or cut short, and rebuilt from the whole log', async () => {
    await log.append('page-a', [visit('a'), visit('b')], 'no_stream');
    await (await start()).stop();
    const text = readFileSync(file(), 'utf8');

    const body = text.indexOf('\n');
    writeFileSync(file(), text.slice(0, body) + text.slice(body).replace('"visits"', '"visitz"')); // still JSON, not what was written
    const damaged = await start();
    expect(damaged.loadedAt).toBeNull();
    expect(readModels(damaged.store)).toEqual(await rebuiltFromTheWholeLog());

    writeFileSync(file(), text.slice(0, text.length / 2));
    const cut = await start();
    expect(cut.loadedAt).toBeNull();
    expect(readModels(cut.store)).toEqual(await rebuiltFromTheWholeLog());

    writeFileSync(file(), 'not a snapshot');
    expect((await start()).loadedAt).toBeNull();
  });

  it('is ignored when an older layout wrote it, and rebuilt from the whole log', async () => {
    await log.append('page-a', [visit('a'), visit('b')], 'no_stream');
    await (await start()).stop();
    const bytes = readFileSync(file());
    const newline = bytes.indexOf(0x0a);
    const header = JSON.parse(bytes.subarray(0, newline).toString('utf8')) as { format: number };
    writeFileSync(file(), Buffer.concat([Buffer.from(JSON.stringify({ ...header, format: header.format - 1 })), bytes.subarray(newline)]));
    const older = await start();
    expect(older.loadedAt).toBeNull();
    expect(readModels(older.store)).toEqual(await rebuiltFromTheWholeLog());
  });

  it('is ignored when the log is not the one it was written from: events deleted before its position, or a log that ends before it', async () => {
    await log.append('page-a', [visit('a')], 'no_stream');
    await log.append('page-b', [visit('b')], 'no_stream');
    await (await start()).stop();
    await log.deleteStream('page-a'); // an erasure the snapshot did not see
    const afterDeletion = await start();
    expect(afterDeletion.loadedAt).toBeNull();
    expect(await afterDeletion.store.stored('visits').get('a')).toBeNull();
    await afterDeletion.stop();

    // An older or another data directory's log under the same snapshot file.
    await log.close();
    db.close();
    rmSync(join(dir, 'events.sqlite'));
    db = openSqliteDatabase(join(dir, 'events.sqlite'));
    log = new SqliteEventStore(db);
    await log.append('page-z', [visit('z')], 'no_stream');
    const otherLog = await start();
    expect(otherLog.loadedAt).toBeNull();
    expect(readModels(otherLog.store)).toEqual(await rebuiltFromTheWholeLog());
  });

  it('after an erasure, is overwritten and removed, and the next one no longer holds what the read models dropped', async () => {
    const erasable: Projection = { ...visits, evolve: (doc, event) => (event.type === 'Erased' ? null : visits.evolve(doc, event)), handles: ['PageVisited', 'Erased'] };
    await log.append('page-secret', [visit('secret')], 'no_stream');
    const running = await start([erasable]);
    await running.snapshot.write();
    expect(readFileSync(file(), 'utf8')).toContain('secret');
    const { position } = await log.append('erasures', [{ type: 'Erased', data: { page: 'secret' }, metadata: { actorId: null, correlationId: 'c', occurredAt: '2026-11-27T10:00:00.000Z' } }], 'no_stream');
    await log.deleteStream('page-secret');
    await running.projector.waitFor(position);
    await running.snapshot.forget();
    expect(existsSync(file())).toBe(false);
    expect(running.snapshot.dueFrom).toBe(position);
    await running.snapshot.write();
    expect(readFileSync(file(), 'utf8')).not.toContain('secret');
    await running.projector.stop();
    expect((await start([erasable])).loadedAt).toBe(position);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ProjectorCheckpoints } from '../checkpoints/projector-checkpoint';
import { SqliteEventStore } from '../event-store/sqlite.event-store';
import { Projector } from '../projections/projector';
import { visit, visits } from '../projections/testing/visits.projection';
import { openSqliteDatabase } from '../sqlite/sqlite-database';
import { Doc, DuplicateKeyError, Query, Sort, Where } from './read-store.port';
import { sqlOrder, sqlWhere } from './sqlite-query';
import { readStoreAdapterSuite } from './read-store.adapter-suite';
import { SqliteReadStore } from './sqlite.read-store';

interface User extends Doc {
  email?: string;
  roles?: string[];
}

interface Mixed extends Doc {
  value: string | number | boolean | null | Array<string | number>;
}

interface Counted extends Doc {
  count: number;
  tags?: string[];
}

/** The next turn of the event loop, where a grouped batch commits. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** A killed process: the connection goes without committing what is still open (SQLite rolls it back). */
const crash = (store: SqliteReadStore) => store.db.close();

interface Row extends Doc {
  at: string;
  position: number;
  actorId?: string;
}

readStoreAdapterSuite('SqliteReadStore', async () => ({ store: SqliteReadStore.open(':memory:'), cleanup: async () => {} }));

describe('SqliteReadStore', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'sqlite-read-store-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps documents, indexes and the fields that held lists across a reopening of the file', async () => {
    const file = join(dir, 'read-models.sqlite');
    const first = SqliteReadStore.open(file);
    await first.ensureIndex('users', { fields: { email: 1 }, unique: true });
    await first.stored<User>('users').upsert({ _id: 'a', email: 'x@example.org', roles: ['admin'] });
    await first.close();

    const again = SqliteReadStore.open(file);
    expect(await again.stored<User>('users').find({ where: { roles: { has: 'admin' } } })).toEqual([{ _id: 'a', email: 'x@example.org', roles: ['admin'] }]);
    await expect(again.stored<User>('users').upsert({ _id: 'b', email: 'x@example.org' })).rejects.toBeInstanceOf(DuplicateKeyError);
    await again.close();
  });

  it('refuses a unique index over documents that already clash', async () => {
    const store = SqliteReadStore.open(':memory:');
    await store.stored('users').upsert({ _id: 'a', email: 'x@example.org' });
    await store.stored('users').upsert({ _id: 'b', email: 'x@example.org' });
    await expect(store.ensureIndex('users', { fields: { email: 1 }, unique: true })).rejects.toBeInstanceOf(DuplicateKeyError);
    await store.close();
  });

  it('tells a number, a string, a boolean and a list apart, as memory does', async () => {
    const store = SqliteReadStore.open(':memory:');
    const c = store.stored<Mixed>('mixed');
    await c.upsert({ _id: 'n', value: 1 });
    await c.upsert({ _id: 's', value: '1' });
    await c.upsert({ _id: 't', value: true });
    await c.upsert({ _id: 'l', value: [1, 'x'] });
    await c.upsert({ _id: 'z', value: null });
    const ids = async (where: object) => (await c.find({ where: where as Where<Mixed> })).map((doc) => doc._id);
    expect(await ids({ value: 1 })).toEqual(['n', 'l']);
    expect(await ids({ value: '1' })).toEqual(['s']);
    expect(await ids({ value: true })).toEqual(['t']);
    expect(await ids({ value: { in: ['x', null] } })).toEqual(['l', 'z']);
    expect(await ids({ value: { ne: 1 } })).toEqual(['s', 't', 'z']);
    expect(await ids({ value: { gte: 0 } })).toEqual(['n']);
    expect(await ids({ value: { has: 'x' } })).toEqual(['l']);
    expect((await c.find({ sort: { value: 1 } })).map((doc) => doc._id)).toEqual(['z', 'n', 's', 'l', 't']);
    await store.close();
  });

  it('finds by a list of ids longer than SQLite takes parameters', async () => {
    const store = SqliteReadStore.open(':memory:');
    const c = store.stored<Mixed>('many');
    for (let n = 0; n < 100; n++) await c.upsert({ _id: `d${n}`, value: n % 2 === 0 ? n : `s${n}` });
    const ids = Array.from({ length: 40_000 }, (_, n) => `d${n}`);
    expect(await c.count({ _id: { in: ids } })).toBe(100);
    expect(await c.count({ value: { in: [...Array.from({ length: 40_000 }, (_, n) => n), 's1', 's3'] } })).toBe(52);
    await store.close();
  });

  it('walks a query in no order page after page from where the last page ended, not by stepping over the rows before it', async () => {
    const store = SqliteReadStore.open(':memory:');
    const c = store.stored<Counted>('walked');
    for (let n = 0; n < 30; n++) await c.upsert({ _id: `w${String(29 - n).padStart(2, '0')}`, count: n % 3 });
    const where = { count: { ne: 1 } };
    const whole = await c.find({ where });
    const prepared = jest.spyOn(store.db, 'prepare');
    const first = await c.find({ where, limit: 7 });
    // A row of the first page deleted: by OFFSET the next page would start one row late and miss one.
    await c.delete(first[0]._id);
    const rest: Counted[] = [];
    for (let skip = 7; ; skip += 7) {
      const page = await c.find({ where, skip, limit: 7 });
      rest.push(...page);
      if (page.length < 7) break;
    }
    expect([...first, ...rest]).toEqual(whole);
    expect(prepared.mock.calls.map(([sql]) => sql).filter((sql) => /rowid > \?/.test(sql))).toHaveLength(1);
    prepared.mockRestore();
    // Asked out of step (another walk's page, a page asked twice), a page is still the OFFSET's.
    expect(await c.find({ where, skip: 14, limit: 3 })).toEqual(whole.slice(15, 18));
    await store.close();
  });

  it('answers a range in an index’s order (or its reverse) from the index, neither sorting the rows nor reading them to count', async () => {
    const store = SqliteReadStore.open(':memory:');
    const fields = { at: -1, position: -1 } as const;
    await store.ensureIndex('audit', { fields });
    await store.ensureIndex('audit', { fields: { actorId: 1, ...fields } });
    const plan = (query: Query<Row>) => {
      const where = sqlWhere(query.where as Where<Doc>, new Set());
      const sql = `SELECT doc FROM "audit" WHERE ${where.sql} ORDER BY ${sqlOrder(query.sort as Sort<Doc>, query.where as Where<Doc>)} LIMIT 50`;
      return (store.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...where.params) as Array<{ detail: string }>).map((row) => row.detail).join('; ');
    };
    const rows = store.stored<Row>('audit');
    for (let n = 0; n < 300; n++) await rows.upsert({ _id: `r${n}`, at: `2020-01-${String((n % 28) + 1).padStart(2, '0')}`, position: n, actorId: `u${n % 30}` });
    store.optimize();
    const range = { at: { gte: '2016-01-01', lte: '2026-12-31' } };
    expect(plan({ where: range, sort: fields })).toMatch(/USING INDEX audit\/at_-1_position_-1\+_id /);
    // The index ends in _id, the sort's tie-break: nothing is sorted, not even the ties.
    expect(plan({ where: range, sort: fields })).not.toMatch(/TEMP B-TREE/);
    expect(plan({ where: range, sort: { at: 1, position: 1 } })).not.toMatch(/TEMP B-TREE/);
    expect(plan({ where: { ...range, actorId: 'u1' }, sort: fields })).not.toMatch(/TEMP B-TREE/);
    expect(plan({ where: { ...range, actorId: 'u1' }, sort: fields })).toMatch(/USING INDEX audit\/actorId_1_at_-1_position_-1\+_id /);
    expect((await rows.find({ where: { at: { gte: '2020-01-10' } }, sort: fields, limit: 3 })).map((row) => row._id)).toEqual(['r279', 'r251', 'r223']);
    expect(await rows.count({ at: { gte: '2020-01-10', lt: '2020-01-20' }, actorId: 'u1' })).toBe(5);
    expect(await rows.count({ at: { gte: '2020-01-01', lt: '2020-01-03' }, actorId: 'u1' })).toBe(1);
    await store.close();
  });

  it('commits a batch’s writes together, overlapping batches once the last ends', async () => {
    const file = join(dir, 'read-models.sqlite');
    const store = SqliteReadStore.open(file);
    await store.stored('users').count();
    const reader = SqliteReadStore.open(file);
    let release!: () => void;
    const inner = store.batch(() => new Promise<void>((resolve) => (release = resolve)));
    await store.batch(async () => {
      await store.stored('users').upsert({ _id: 'a' });
    });
    expect(await reader.stored('users').count()).toBe(0);
    release();
    await inner;
    expect(await reader.stored('users').count()).toBe(1);
    await store.close();
    await reader.close();
  });

  it('commits grouped batches together at the next turn, the checkpoint with them: a crash before it loses both', async () => {
    const file = join(dir, 'read-models.sqlite');
    const store = SqliteReadStore.open(file);
    const reader = SqliteReadStore.open(file);
    const counts = store.stored<Counted>('counts');
    // The reader's tables exist before the writer's transaction holds the file.
    const [readCounts, readCheckpoints] = [reader.stored('counts'), reader.stored('checkpoints')];
    const event = (position: number) =>
      store.batch(
        async () => {
          await counts.modify('a', (doc) => ({ _id: 'a', count: (doc?.count ?? 0) + 1 }));
          await store.stored('checkpoints').upsert({ _id: 'projector', position });
        },
        { grouped: true },
      );
    await event(1);
    await event(2);
    // This connection reads what the open transaction holds; another sees it once it commits.
    expect(await counts.get('a')).toEqual({ _id: 'a', count: 2 });
    expect(await readCounts.count()).toBe(0);
    await nextTurn();
    expect(await readCounts.get('a')).toEqual({ _id: 'a', count: 2 });
    expect(await readCheckpoints.get('projector')).toEqual({ _id: 'projector', position: 2 });

    await event(3);
    crash(store);
    await nextTurn();
    const again = SqliteReadStore.open(file);
    expect(await again.stored('counts').get('a')).toEqual({ _id: 'a', count: 2 });
    expect(await again.stored('checkpoints').get('projector')).toEqual({ _id: 'projector', position: 2 });
    await again.close();
    await reader.close();
  });

  it('parses a document modify holds once per transaction, and writes it once, before a query on its table needs it', async () => {
    const store = SqliteReadStore.open(':memory:');
    const counts = store.stored<Counted>('counts');
    await counts.upsert({ _id: 'a', count: 0 });
    const given: Array<Counted | null> = [];
    const parse = jest.spyOn(JSON, 'parse');
    await store.batch(
      async () => {
        for (let n = 0; n < 3; n++)
          await counts.modify('a', (doc) => {
            given.push(doc);
            return { _id: 'a', count: doc!.count + 1, tags: ['x'] };
          });
        expect(parse).toHaveBeenCalledTimes(1);
        expect(await counts.find({ where: { tags: { has: 'x' } } })).toEqual([{ _id: 'a', count: 3, tags: ['x'] }]);
        expect(await counts.replace({ _id: 'a', count: 10 })).toBe(true);
        await counts.modify('b', () => ({ _id: 'b', count: 1 }));
        expect(await counts.delete('b')).toBe(true);
      },
      { grouped: true },
    );
    parse.mockRestore();
    await nextTurn();
    expect(await counts.find()).toEqual([{ _id: 'a', count: 10 }]);
    await store.close();
  });

  it('writes through on a table with a unique index, so a clash fails the event that caused it', async () => {
    const store = SqliteReadStore.open(':memory:');
    await store.ensureIndex('users', { fields: { email: 1 }, unique: true });
    const users = store.stored<User>('users');
    await store.batch(
      async () => {
        await users.modify('a', () => ({ _id: 'a', email: 'x@example.org' }));
        await expect(users.modify('b', () => ({ _id: 'b', email: 'x@example.org' }))).rejects.toBeInstanceOf(DuplicateKeyError);
      },
      { grouped: true },
    );
    await nextTurn();
    expect(await users.count()).toBe(1);
    await store.close();
  });

  it('a projector killed between live events resumes with every document and its checkpoint agreeing', async () => {
    const eventsDb = openSqliteDatabase(join(dir, 'events.sqlite'));
    const events = new SqliteEventStore(eventsDb);
    const file = join(dir, 'read-models.sqlite');
    const run = async () => {
      const store = SqliteReadStore.open(file);
      const projector = new Projector(events, store, new ProjectorCheckpoints(store), [visits]);
      await projector.start({ rebuild: false });
      return { store, projector };
    };
    const first = await run();
    let expected: number | 'no_stream' = 'no_stream';
    const append = async (page: string) => {
      const { position, nextRevision } = await events.append('pages', [visit(page)], expected);
      expected = nextRevision;
      await first.projector.waitFor(position);
      return position;
    };
    await append('a');
    const committed = await append('a');
    await nextTurn();
    await append('a');
    await append('b');
    // Applied and answered, not yet committed: the kill takes both events' documents and their checkpoint.
    expect(await first.store.stored<Counted>('visits').get('b')).toMatchObject({ count: 1 });
    crash(first.store);
    await first.projector.stop();

    const reopened = SqliteReadStore.open(file);
    expect(await new ProjectorCheckpoints(reopened).load(['visits'])).toMatchObject({ position: committed });
    expect(await reopened.stored<Counted>('visits').get('a')).toMatchObject({ count: 2 });
    expect(await reopened.stored('visits').get('b')).toBeNull();
    await reopened.close();

    const second = await run();
    expect(await second.store.stored<Counted>('visits').get('a')).toMatchObject({ count: 3 });
    expect(await second.store.stored<Counted>('visits').get('b')).toMatchObject({ count: 1 });
    await second.projector.stop();
    await second.store.close();
    eventsDb.close();
  });
});

import { MemoryReadStore } from './memory.read-store';
import type { Doc } from './read-store.port';
import { SqliteReadStore } from './sqlite.read-store';
import { countInSlices, findByIds, findInSlices } from './page-in-slices';

interface Row extends Doc {
  at: number;
  kind: string;
}

describe('a page read in parts that yield (issue 40 §1)', () => {
  async function rows(count: number) {
    const store = new MemoryReadStore();
    await store.ensureIndex('rows', { fields: { kind: 1, at: 1 } });
    const collection = store.stored<Row>('rows');
    for (let n = 0; n < count; n++) await collection.upsert({ _id: `r${n}`, at: (n * 37) % count, kind: n % 3 === 0 ? 'x' : 'y' });
    return collection;
  }

  it('answers the same rows as one find, whatever the window', async () => {
    const collection = await rows(3_000);
    for (const query of [
      { where: { kind: 'y' }, sort: { at: 1 as const }, skip: 0, limit: 2_000 },
      { where: { kind: 'y' }, sort: { at: 1 as const }, skip: 1_500, limit: 2_000 },
      { where: { kind: 'x' }, sort: { at: -1 as const }, skip: 20, limit: 20 },
      { sort: { at: 1 as const }, skip: 2_990, limit: 500 },
      { where: { kind: 'x' } },
    ]) {
      expect(await findInSlices(collection, query)).toEqual(await collection.find(query));
    }
  });

  it('gives the loop a turn between its parts', async () => {
    const collection = await rows(3_000);
    let turns = 0;
    const tick = setImmediate(() => turns++);
    await findInSlices(collection, { sort: { at: 1 }, limit: 2_000 });
    clearImmediate(tick);
    expect(turns).toBe(1);
  });
});

describe('a count of a time range in windows that yield (issue 40 §1)', () => {
  interface Moment extends Doc {
    at: string;
    kind: string;
  }

  it.each([
    ['memory', () => new MemoryReadStore()],
    ['sqlite', () => SqliteReadStore.open(':memory:')],
  ])('counts as one count does, rows on the windows’ edges once (%s)', async (_, open) => {
    const store = open();
    await store.ensureIndex('moments', { fields: { at: -1 } });
    const moments = store.stored<Moment>('moments');
    const start = Date.parse('2016-01-01T00:00:00.000Z');
    // Rows every ~9 days for ten years, a run of 300 sharing one moment, and one on each edge of the range.
    for (let n = 0; n < 400; n++) await moments.upsert({ _id: `m${n}`, at: new Date(start + n * 9 * 86_400_000 + n).toISOString(), kind: n % 2 ? 'a' : 'b' });
    for (let n = 0; n < 300; n++) await moments.upsert({ _id: `t${n}`, at: '2020-02-01T00:00:00.000Z', kind: 'a' });
    const from = '2016-01-10T00:00:00.000Z';
    const to = '2025-06-30T21:59:59.999Z';
    await moments.upsert({ _id: 'first', at: from, kind: 'a' });
    await moments.upsert({ _id: 'last', at: to, kind: 'a' });
    for (const where of [{}, { kind: 'a' }, { kind: 'none' }]) {
      expect(await countInSlices(moments, where, 'at', from, to)).toBe(await moments.count({ ...where, at: { gte: from, lte: to } }));
    }
    expect(await countInSlices(moments, {}, 'at', to, from)).toBe(0);
  });

  it('gives the loop a turn between its windows', async () => {
    const moments = new MemoryReadStore().stored<Doc & { at: string }>('moments');
    await moments.upsert({ _id: 'm', at: '2020-01-01T00:00:00.000Z' });
    let turns = 0;
    const tick = setImmediate(() => turns++);
    await countInSlices(moments, {}, 'at', '2016-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z');
    clearImmediate(tick);
    expect(turns).toBe(1);
  });
});

describe('documents by their ids in parts (issue 40 §1)', () => {
  it('finds those that exist among more ids than one part asks, with turns of the loop between', async () => {
    const rows = new MemoryReadStore().stored<Doc>('rows');
    for (let n = 0; n < 600; n += 2) await rows.upsert({ _id: `r${n}` });
    let turns = 0;
    const tick = setImmediate(() => turns++);
    const found = await findByIds(rows, Array.from({ length: 600 }, (_, n) => `r${n}`));
    clearImmediate(tick);
    expect(found.map((doc) => doc._id).sort()).toEqual(Array.from({ length: 300 }, (_, n) => `r${n * 2}`).sort());
    expect(turns).toBe(1);
    expect(await findByIds(rows, [])).toEqual([]);
  });
});

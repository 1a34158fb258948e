import { MemoryReadStore } from './memory.read-store';
import { SqliteReadStore } from './sqlite.read-store';
import type { Doc } from './read-store.port';
import { countInSlices, findInSlices } from './page-in-slices';

interface Row extends Doc {
  at: number;
  kind: string;
}

describe('a page read in parts that yield (issue 40 §1)', () => {
  async function rows(count: number, store: MemoryReadStore | SqliteReadStore = new MemoryReadStore()) {
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

  it.each([
    ['memory', () => new MemoryReadStore()],
    ['sqlite', () => SqliteReadStore.open(':memory:')],
  ])('counts as one count does, in steps, ties larger than a step included (%s)', async (_, store) => {
    const collection = await rows(3_000, store());
    // 3,000 rows, `at` 0..2999 once each; `tied` has 400 rows of one value at its top and 50 below it.
    for (let n = 0; n < 450; n++) await collection.upsert({ _id: `t${n}`, at: n < 400 ? 5_000 : 4_000 + n, kind: 'tied' });
    for (const [where, sort] of [
      [{ kind: 'y' }, { at: -1 }],
      [{ kind: 'x', at: { gte: 100, lte: 2_000 } }, { at: -1 }],
      [{ kind: 'y', at: { gt: 100, lt: 2_000 } }, { at: 1 }],
      [{ kind: 'tied' }, { at: -1 }],
      [{ kind: 'tied', at: { lte: 5_000 } }, { at: 1 }],
      [{ kind: 'none' }, { at: -1 }],
    ] as const) {
      for (const step of [1, 7, 100, 10_000]) expect(await countInSlices(collection, where, sort, step)).toBe(await collection.count(where));
    }
  });

  it('gives the loop a turn between its steps', async () => {
    const collection = await rows(3_000);
    let turns = 0;
    const tick = setImmediate(() => turns++);
    await countInSlices(collection, { kind: 'y' }, { at: -1 }, 500);
    clearImmediate(tick);
    expect(turns).toBe(1);
  });
});

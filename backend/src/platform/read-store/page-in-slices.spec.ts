import { MemoryReadStore } from './memory.read-store';
import type { Doc } from './read-store.port';
import { findInSlices } from './page-in-slices';

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

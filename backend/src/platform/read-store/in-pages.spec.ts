import { inPages } from './in-pages';
import { MemoryReadStore } from './memory.read-store';
import { Doc, ReadStore } from './read-store.port';
import { SqliteReadStore } from './sqlite.read-store';

interface Row extends Doc {
  at: string;
  kind: string;
}

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

/** Many rows share a moment: the store's order of ties must hold from one page to the next. */
async function withRows(store: ReadStore) {
  const rows = store.stored<Row>('rows');
  for (let n = 0; n < 25; n++) await rows.upsert({ _id: `r${String(24 - n).padStart(2, '0')}`, at: `2026-01-0${n % 3}`, kind: n % 2 ? 'odd' : 'even' });
  return rows;
}

describe.each([
  ['memory', () => new MemoryReadStore()],
  ['SQLite', () => SqliteReadStore.open(':memory:')],
])('reading a read model a page at a time in the %s store (issue 40 §1)', (_name, open) => {
  let rows: Awaited<ReturnType<typeof withRows>>;
  beforeAll(async () => (rows = await withRows(open())));

  it('gives every matching document once, in the query order, whatever the page size', async () => {
    for (const sort of [{ at: 1 }, { at: -1, kind: 1 }, { kind: -1, at: 1 }] as const) {
      const all = await rows.find({ sort });
      for (const size of [1, 4, 13, 1000]) expect(await collect(inPages(rows, { sort }, size))).toEqual(all);
    }
    const whole = await rows.find({ where: { kind: 'even' }, sort: { at: 1 } });
    for (const size of [1, 4, 13, 1000]) {
      expect(await collect(inPages(rows, { where: { kind: 'even' }, sort: { at: 1 } }, size))).toEqual(whole);
    }
    expect(new Set(whole.map((row) => row._id)).size).toBe(13);
    expect(whole).toHaveLength(13);
  });

  it('goes on from where a sorted page ended, not by skipping every row before it', async () => {
    const find = jest.spyOn(rows, 'find');
    const newestFirst = { where: { at: { gte: '2026-01-00', lte: '2026-01-02' } }, sort: { at: -1 } } as const;
    const whole = await rows.find(newestFirst);
    find.mockClear();
    for (const size of [1, 3, 8, 9, 1000]) expect(await collect(inPages(rows, newestFirst, size))).toEqual(whole);
    const later = find.mock.calls.map(([query]) => query!).filter((query) => query.skip !== 0);
    // Each page after the first starts at the last page's moment and skips only the rows of that moment given already.
    expect(later.length).toBeGreaterThan(0);
    for (const query of later) {
      const from = (query.where!.at as { lte: string }).lte;
      expect(whole.filter((row) => row.at === from).length).toBeGreaterThanOrEqual(query.skip!);
      expect(query.where!.at).toEqual({ gte: '2026-01-00', lte: from });
    }
    find.mockRestore();
  });

  it('pages by skip where the sort field is held to one value', async () => {
    const query = { where: { at: '2026-01-01' }, sort: { at: 1 } } as const;
    expect(await collect(inPages(rows, query, 3))).toEqual(await rows.find(query));
  });

});

describe('reading a read model a page at a time (issue 40 §1)', () => {
  let rows: Awaited<ReturnType<typeof withRows>>;
  beforeAll(async () => (rows = await withRows(new MemoryReadStore())));

  it('asks for one page at a time and lets other work run between pages', async () => {
    const find = jest.spyOn(rows, 'find');
    let ticks = 0;
    let ticking = true;
    const tick = () => {
      ticks++;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const seen = await collect(inPages(rows, {}, 5));
    ticking = false;
    expect(seen).toHaveLength(25);
    expect(find.mock.calls.map(([query]) => [query?.skip, query?.limit])).toEqual([[0, 5], [5, 5], [10, 5], [15, 5], [20, 5], [25, 5]]);
    expect(ticks).toBeGreaterThanOrEqual(5);
    find.mockRestore();
  });

  it('makes the next page smaller when one costs the loop more than its budget, and never larger than asked', async () => {
    const real = rows.find.bind(rows);
    // Each document costs a millisecond to hand out (a service with every day it had, at ten times the club).
    const find = jest.spyOn(rows, 'find').mockImplementation(async (query) => {
      const page = await real(query);
      const until = performance.now() + page.length;
      while (performance.now() < until);
      return page;
    });
    expect(await collect(inPages(rows, {}, 20))).toHaveLength(25);
    const sizes = find.mock.calls.map(([query]) => query?.limit ?? 0);
    expect(sizes[0]).toBe(20);
    expect(sizes[1]).toBeLessThanOrEqual(8);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(20);
    find.mockRestore();
  });

  it('hands a read-only walk the stored documents frozen, and every other read a copy of its own', async () => {
    const [frozenRow] = await collect(inPages(rows, { readOnly: true }));
    expect(Object.isFrozen(frozenRow)).toBe(true);
    const [copied] = await rows.find({ limit: 1 });
    expect(Object.isFrozen(copied)).toBe(false);
    copied.kind = 'changed';
    expect((await rows.get(copied._id))?.kind).not.toBe('changed');
  });
});

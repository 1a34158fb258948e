import { inPages } from './in-pages';
import { MemoryReadStore } from './memory.read-store';
import { Doc } from './read-store.port';

interface Row extends Doc {
  at: string;
  kind: string;
}

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

describe('reading a read model a page at a time (issue 40 §1)', () => {
  const store = new MemoryReadStore();
  const rows = store.stored<Row>('rows');

  beforeAll(async () => {
    // Many rows share a moment: the store's order of ties must hold from one page to the next.
    for (let n = 0; n < 25; n++) await rows.upsert({ _id: `r${String(24 - n).padStart(2, '0')}`, at: `2026-01-0${n % 3}`, kind: n % 2 ? 'odd' : 'even' });
  });

  it('gives every matching document once, in the query order, whatever the page size', async () => {
    const whole = await rows.find({ where: { kind: 'even' }, sort: { at: 1 } });
    for (const size of [1, 4, 13, 1000]) {
      expect(await collect(inPages(rows, { where: { kind: 'even' }, sort: { at: 1 } }, size))).toEqual(whole);
    }
    expect(new Set(whole.map((row) => row._id)).size).toBe(13);
    expect(whole).toHaveLength(13);
  });

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

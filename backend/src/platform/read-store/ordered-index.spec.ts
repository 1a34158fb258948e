import { MemoryReadStore } from './memory.read-store';
import type { Doc, Query } from './read-store.port';

interface Row extends Doc {
  at: string;
  position: number;
  actorId: string | null;
  kind?: string | null;
}

/** A small deterministic generator, so a failing case repeats. */
function rows(count: number, seed = 7): Row[] {
  let state = seed;
  const next = () => (state = (state * 48271) % 2147483647);
  return Array.from({ length: count }, (_, at) => ({
    _id: `r${String(next() % 100_000).padStart(6, '0')}-${at}`,
    at: `2026-0${1 + (next() % 9)}-1${next() % 10}`,
    position: at + 1,
    actorId: next() % 5 === 0 ? null : `a${next() % 4}`,
    ...(next() % 3 === 0 ? {} : { kind: next() % 2 === 0 ? 'x' : 'y' }),
  }));
}

async function stores(docs: Row[]) {
  const plain = new MemoryReadStore();
  const indexed = new MemoryReadStore();
  await indexed.ensureIndex('rows', { fields: { at: -1, position: -1 } });
  await indexed.ensureIndex('rows', { fields: { actorId: 1 } });
  await indexed.ensureIndex('rows', { fields: { kind: 1, at: -1, position: -1 } });
  // Half before the first query builds the indexes, half after: both paths keep them right.
  for (const doc of docs.slice(0, docs.length / 2)) for (const store of [plain, indexed]) await store.stored('rows').upsert(doc);
  await indexed.stored<Row>('rows').count({ actorId: 'a1' });
  for (const doc of docs.slice(docs.length / 2)) for (const store of [plain, indexed]) await store.stored('rows').upsert(doc);
  return { plain: plain.stored<Row>('rows'), indexed: indexed.stored<Row>('rows') };
}

const queries: Query<Row>[] = [
  { where: { at: { gte: '2026-03-10', lte: '2026-06-19' } }, sort: { at: -1, position: -1 }, skip: 5, limit: 20 },
  { where: { at: { gte: '2026-03-10', lte: '2026-06-19' }, actorId: 'a2' }, sort: { at: -1, position: -1 }, limit: 7 },
  { where: { at: { gt: '2026-03-10' } }, sort: { at: 1, position: 1 }, limit: 30 },
  { where: { actorId: null }, sort: { at: -1, position: -1 } },
  { where: { actorId: { in: ['a0', 'a3', null] }, kind: 'x' }, sort: { position: 1 } },
  { where: { at: { lt: '2026-05' }, anyOf: [{ actorId: 'a1' }, { kind: 'y' }] }, sort: { at: -1, position: -1 }, skip: 3, limit: 10 },
  { sort: { at: -1, position: -1 }, skip: 100, limit: 50 },
  { where: { at: '2026-04-12' }, sort: { position: -1 } },
  { where: { kind: 'x', at: { gte: '2026-02', lte: '2026-07' } }, sort: { at: -1, position: -1 }, skip: 10, limit: 25 },
  { where: { kind: null, at: { lt: '2026-07' } }, sort: { at: 1, position: 1 }, limit: 25 },
  { where: { kind: 'y', actorId: 'a0' }, sort: { at: -1, position: -1 } },
  { where: { at: { gte: '2026-02' }, anyOf: [{ actorId: 'a1' }, { at: '2026-03-11' }] }, sort: { at: -1, position: -1 }, limit: 25 },
];

describe('the memory store answers from its ordered indexes what a scan answers', () => {
  it.each(queries.map((query) => [JSON.stringify(query), query]))('%s', async (_name, query) => {
    const { plain, indexed } = await stores(rows(2_000));
    expect(await indexed.find(query as Query<Row>)).toEqual(await plain.find(query as Query<Row>));
    const { where } = query as Query<Row>;
    expect(await indexed.count(where)).toBe(await plain.count(where));
    // findOne names no order: any match will do.
    const all = await plain.find({ where });
    const one = await indexed.findOne(where ?? {});
    if (all.length === 0) expect(one).toBeNull();
    else expect(all).toContainEqual(one);
  });

  it('answers the same from indexes a restore built a step at a time (runs sorted, then merged)', async () => {
    const docs = rows(3_000, 11);
    const restored = new MemoryReadStore();
    restored.restore({ rows: docs.map((doc) => ({ ...doc })) });
    await restored.ensureIndex('rows', { fields: { at: -1, position: -1 } });
    await restored.ensureIndex('rows', { fields: { actorId: 1 } });
    await restored.ensureIndex('rows', { fields: { kind: 1, at: -1, position: -1 } });
    const { plain } = await stores(docs);
    for (const query of queries) expect(await restored.stored<Row>('rows').find(query)).toEqual(await plain.find(query));
  });

  it('keeps answering right after documents change their indexed fields and leave', async () => {
    const docs = rows(1_000);
    const { plain, indexed } = await stores(docs);
    for (const doc of docs.slice(0, 300)) {
      for (const each of [plain, indexed]) {
        if (doc.position % 2 === 0) await each.delete(doc._id);
        else await each.upsert({ ...doc, actorId: 'a9', at: '2026-09-30' });
      }
    }
    for (const query of queries) expect(await indexed.find(query)).toEqual(await plain.find(query));
    expect(await indexed.count({ actorId: 'a9' })).toBe(150);
  });

  it('leaves out of use an index over a field that holds a list, and still answers', async () => {
    const store = new MemoryReadStore();
    await store.ensureIndex('tagged', { fields: { tags: 1 } });
    await store.stored('tagged').upsert({ _id: 'a', tags: ['x', 'y'] });
    await store.stored('tagged').upsert({ _id: 'b', tags: 'x' });
    expect((await store.stored<Doc & { tags: string[] | string }>('tagged').find({ where: { tags: 'x' }, sort: { tags: 1 } })).map((doc) => doc._id).sort()).toEqual(['a', 'b']);
  });
});

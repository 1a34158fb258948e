import { MemoryReadStore } from './memory.read-store';
import { Doc, DuplicateKeyError } from './read-store.port';
import { readStoreAdapterSuite } from './read-store.adapter-suite';

readStoreAdapterSuite('MemoryReadStore', async () => ({ store: new MemoryReadStore(), cleanup: async () => {} }));

describe('MemoryReadStore', () => {
  it('refuses a unique index over documents that already clash', async () => {
    const store = new MemoryReadStore();
    await store.stored('users').upsert({ _id: 'a', email: 'x@example.org' });
    await store.stored('users').upsert({ _id: 'b', email: 'x@example.org' });
    await expect(store.ensureIndex('users', { fields: { email: 1 }, unique: true })).rejects.toBeInstanceOf(
      DuplicateKeyError,
    );
  });

  it('hands modify the stored document itself, frozen, and files the result unchanged apart from freezing it', async () => {
    const store = new MemoryReadStore();
    const waitlist = store.stored('service-insights');
    await waitlist.upsert({ _id: 's', undecided: [{ userId: 'u1' }] });
    let first: unknown;
    await waitlist.modify('s', (current) => {
      first = current!.undecided;
      expect(Object.isFrozen(current)).toBe(true);
      expect(() => (current!.undecided as unknown[]).push({ userId: 'x' })).toThrow(TypeError);
      return { ...current!, undecided: [...(current!.undecided as unknown[]), { userId: 'u2' }] };
    });
    await waitlist.modify('s', (current) => {
      // The list is a new one; the entry that did not change is the same object, not a copy.
      expect((current!.undecided as unknown[])[0]).toBe((first as unknown[])[0]);
      return undefined;
    });
    expect(await waitlist.get('s')).toEqual({ _id: 's', undecided: [{ userId: 'u1' }, { userId: 'u2' }] });
  });

  it('checks a compound unique index on the combination of its fields', async () => {
    const store = new MemoryReadStore();
    await store.ensureIndex('signups', { fields: { serviceId: 1, userId: 1 }, unique: true });
    const signups = store.stored('signups');
    await signups.upsert({ _id: '1', serviceId: 's1', userId: 'u1' });
    await signups.upsert({ _id: '2', serviceId: 's1', userId: 'u2' });
    await signups.upsert({ _id: '3', serviceId: 's2', userId: 'u1' });
    await expect(signups.upsert({ _id: '4', serviceId: 's1', userId: 'u1' })).rejects.toMatchObject({
      index: 'serviceId_1_userId_1',
    });
  });

  it('answers from restored collections at once, whole and in order, while it still files them by id', async () => {
    const store = new MemoryReadStore();
    const rows = Array.from({ length: 50_000 }, (_, n) => ({ _id: `p${n}`, position: n }));
    store.restore({ audit: rows, users: [{ _id: 'u', email: 'kiss.anna@example.org' }] });
    const audit = store.stored('audit');
    expect(await audit.get('p49999')).toEqual({ _id: 'p49999', position: 49999 });
    expect(await audit.count()).toBe(50_000);
    expect((await audit.find()).map((doc) => doc.position)).toEqual(rows.map((row) => row.position));
    await store.ensureIndex('users', { fields: { email: 1 }, unique: true });
    await expect(store.stored('users').upsert({ _id: 'v', email: 'kiss.anna@example.org' })).rejects.toBeInstanceOf(DuplicateKeyError);
  });

  it('builds a restored run’s documents only as it files them, and every one before it answers', async () => {
    const store = new MemoryReadStore();
    let built = 0;
    store.restore({ audit: { length: 30_000, next: () => ({ _id: `p${built}`, position: built++ }) } });
    expect(built).toBe(0);
    await new Promise((resolve) => setImmediate(resolve));
    // How many a turn files depends on the machine's speed (a slice is 10 ms of wall time): none before it, all by the first read.
    expect(built).toBeGreaterThan(0);
    expect(await store.stored('audit').count()).toBe(30_000);
    expect(built).toBe(30_000);
    expect(await store.stored('audit').get('p29999')).toEqual({ _id: 'p29999', position: 29999 });
  });

  it('files a restore and builds its declared indexes in slices that yield, answering in order once they are done', async () => {
    const store = new MemoryReadStore();
    const rows = Array.from({ length: 60_000 }, (_, n) => ({ _id: `p${String(n).padStart(5, '0')}`, at: (n * 7919) % 60_000, actor: `a${n % 10}` }));
    store.restore({ audit: rows });
    await store.ensureIndex('audit', { fields: { at: -1 } });
    await store.ensureIndex('audit', { fields: { actor: 1, at: -1 } });
    let turns = 0;
    const tick = setInterval(() => turns++, 1);
    const audit = store.stored<Doc & { at: number; actor: string }>('audit');
    // A write waits for the settling, and is in the indexes after it.
    const written = audit.upsert({ _id: 'q', at: 60_001, actor: 'a3' });
    const newest = await audit.find({ sort: { at: -1 }, limit: 3 });
    await written;
    clearInterval(tick);
    expect(newest.map((doc) => doc.at)).toEqual([60_001, 59_999, 59_998]);
    const a3Newest = rows.filter((row) => row.actor === 'a3').sort((a, b) => b.at - a.at)[0];
    expect((await audit.find({ where: { actor: 'a3' }, sort: { at: -1 }, limit: 2 })).map((doc) => doc._id)).toEqual(['q', a3Newest._id]);
    expect(await audit.count({ actor: 'a3' })).toBe(6_001);
    // The loop turned while the indexes were built (how long each slice took is the bench's figure, not a test's).
    expect(turns).toBeGreaterThan(2);
  });

  it('refuses restored documents without a string id', () => {
    expect(() => new MemoryReadStore().restore({ audit: [{ _id: 1 } as never] })).toThrow(TypeError);
  });
});

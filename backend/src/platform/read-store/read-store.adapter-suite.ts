import { randomUUID } from 'node:crypto';
import { Doc, DuplicateKeyError, ReadStore } from './read-store.port';

export interface ReadStoreFixture {
  store: ReadStore;
  /** Releases what make() opened (drops a test database); the suite closes the store itself after. */
  cleanup(): Promise<void>;
}

interface Person extends Doc {
  name: string;
  age: number;
  email?: string | null;
  city: { name: string; zip: string };
  tags: string[];
}

const people: Person[] = [
  { _id: 'p1', name: 'Anna', age: 31, email: 'anna@example.org', city: { name: 'Budapest', zip: '1011' }, tags: ['a'] },
  { _id: 'p2', name: 'béla', age: 45, email: 'bela@example.org', city: { name: 'Szeged', zip: '6720' }, tags: ['b'] },
  { _id: 'p3', name: 'Csaba', age: 31, email: 'csaba@example.org', city: { name: 'Budapest', zip: '1052' }, tags: [] },
  { _id: 'p4', name: 'Dóra', age: 28, city: { name: 'Pécs', zip: '7621' }, tags: ['a', 'b'] },
];

/** Behaviour every ReadStore adapter must share. Collection names are unique per test. */
export function readStoreAdapterSuite(name: string, make: () => Promise<ReadStoreFixture>): void {
  describe(`ReadStore adapter suite: ${name}`, () => {
    let store: ReadStore;
    let cleanup: () => Promise<void>;
    let collectionName: string;

    beforeEach(async () => {
      ({ store, cleanup } = await make());
      collectionName = `people_${randomUUID().slice(0, 8)}`;
    });

    afterEach(async () => {
      await cleanup();
      await store.close();
    });

    const collection = () => store.collection<Person>(collectionName);
    const seed = async () => {
      for (const person of people) await collection().upsert(person);
    };
    const ids = (docs: Doc[]) => docs.map((d) => d._id);

    it('upserts, gets, replaces, deletes and counts', async () => {
      const c = collection();
      expect(await c.get('p1')).toBeNull();
      await c.upsert(people[0]);
      expect(await c.get('p1')).toEqual(people[0]);

      await c.upsert({ ...people[0], age: 32 });
      expect((await c.get('p1'))?.age).toBe(32);
      expect(await c.count()).toBe(1);

      expect(await c.replace({ ...people[0], name: 'Anna B.' })).toBe(true);
      expect(await c.get('p1')).toEqual({ ...people[0], name: 'Anna B.' });
      expect(await c.replace(people[1])).toBe(false);
      expect(await c.get('p2')).toBeNull();

      expect(await c.delete('p1')).toBe(true);
      expect(await c.delete('p1')).toBe(false);
      expect(await c.count()).toBe(0);
    });

    it('replaces the whole document, dropping fields the new one lacks', async () => {
      await collection().upsert(people[0]);
      await collection().upsert({ _id: 'p1', name: 'Anna', age: 31, city: people[0].city, tags: [] });
      expect(await collection().get('p1')).not.toHaveProperty('email');
    });

    it('finds with filter operators', async () => {
      await seed();
      const c = collection();
      expect(ids(await c.find({ _id: { $in: ['p2', 'p4', 'nobody'] } }, { sort: { _id: 1 } }))).toEqual(['p2', 'p4']);
      expect(ids(await c.find({ age: { $gte: 31 } }, { sort: { _id: 1 } }))).toEqual(['p1', 'p2', 'p3']);
      expect(ids(await c.find({ name: { $regex: '^B', $options: 'i' } }))).toEqual(['p2']);
      expect(ids(await c.find({ 'city.name': 'Budapest' }, { sort: { _id: 1 } }))).toEqual(['p1', 'p3']);
      expect(ids(await c.find({ $or: [{ age: 28 }, { 'city.zip': '6720' }] }, { sort: { _id: 1 } }))).toEqual([
        'p2',
        'p4',
      ]);
      expect(ids(await c.find({ tags: 'b' }, { sort: { _id: 1 } }))).toEqual(['p2', 'p4']);
      // Plain equalities, without sort (the memory adapter tests them directly): arrays, null, several fields.
      expect(ids(await c.find({ tags: 'b' })).sort()).toEqual(['p2', 'p4']);
      expect(ids(await c.find({ email: null }))).toEqual(['p4']);
      expect(ids(await c.find({ age: 31, tags: 'a' })).sort()).toEqual(ids(await c.find({ $and: [{ age: 31 }, { tags: 'a' }] })).sort());
      expect(await c.find({ age: '31' })).toEqual([]);
      expect(ids(await c.find({ email: { $exists: false } }))).toEqual(['p4']);
      expect((await c.findOne({ age: 45 }))?._id).toBe('p2');
      expect(await c.findOne({ age: 99 })).toBeNull();
      expect(await c.count({ age: 31 })).toBe(2);
    });

    it('sorts on several keys, then skips and limits', async () => {
      await seed();
      const c = collection();
      expect(ids(await c.find({}, { sort: { age: -1, name: 1 } }))).toEqual(['p2', 'p1', 'p3', 'p4']);
      expect(ids(await c.find({}, { sort: { age: 1, _id: -1 } }))).toEqual(['p4', 'p3', 'p1', 'p2']);
      expect(ids(await c.find({}, { sort: { age: -1, name: 1 }, skip: 1, limit: 2 }))).toEqual(['p1', 'p3']);
      expect(ids(await c.find({}, { sort: { _id: 1 }, limit: 3 }))).toEqual(['p1', 'p2', 'p3']);
      expect(ids(await c.find({}, { sort: { _id: 1 }, skip: 3 }))).toEqual(['p4']);
    });

    it('rejects an upsert that breaks a unique index and keeps the stored documents', async () => {
      await store.ensureIndex(collectionName, { fields: { email: 1 }, unique: true });
      await store.ensureIndex(collectionName, { fields: { email: 1 }, unique: true });
      await seed();
      const c = collection();

      const error = await c.upsert({ ...people[3], _id: 'p5', email: 'anna@example.org' }).catch((e) => e);
      expect(error).toBeInstanceOf(DuplicateKeyError);
      expect(error).toMatchObject({ collection: collectionName, index: 'email_1' });
      expect(await c.get('p5')).toBeNull();

      await expect(c.upsert({ ...people[1], email: 'anna@example.org' })).rejects.toBeInstanceOf(DuplicateKeyError);
      expect(await c.get('p2')).toEqual(people[1]);

      // Re-saving a document with its own key is not a clash, and a freed key can be taken.
      await c.upsert({ ...people[0], age: 40 });
      await c.delete('p1');
      await c.upsert({ ...people[1], email: 'anna@example.org' });
      expect((await c.get('p2'))?.email).toBe('anna@example.org');
    });

    it('rejects a replace that breaks a unique index and keeps the old document', async () => {
      await store.ensureIndex(collectionName, { fields: { 'city.zip': 1 }, unique: true });
      await seed();
      const c = collection();
      const changed = { ...people[2], city: { name: 'Szeged', zip: '6720' } };
      await expect(c.replace(changed)).rejects.toMatchObject({ name: 'DuplicateKeyError', index: 'city.zip_1' });
      expect(await c.get('p3')).toEqual(people[2]);
    });

    it('leaves documents with a missing or null key out of a unique index', async () => {
      await store.ensureIndex(collectionName, { fields: { email: 1 }, unique: true });
      const c = collection();
      await c.upsert(people[3]);
      await c.upsert({ ...people[3], _id: 'p5' });
      await c.upsert({ ...people[3], _id: 'p6', email: null });
      await c.upsert({ ...people[3], _id: 'p7', email: null });
      expect(await c.count()).toBe(4);
    });

    it('clears a collection and leaves the others alone', async () => {
      await seed();
      const other = store.collection(`${collectionName}_other`);
      await other.upsert({ _id: 'x' });
      await collection().clear();
      expect(await collection().count()).toBe(0);
      expect(await collection().find()).toEqual([]);
      expect(await other.get('x')).toEqual({ _id: 'x' });
      await other.clear();
    });

    it('modifies a document in one step: stores what the change makes, deletes on null, leaves it on undefined', async () => {
      const c = collection();
      const seen: Array<Person | null> = [];
      await c.modify('p1', (current) => {
        seen.push(current);
        return people[0];
      });
      await c.modify('p1', (current) => {
        seen.push(current);
        return { ...current!, age: current!.age + 1, tags: [...current!.tags, 'b'] };
      });
      expect(seen).toEqual([null, people[0]]);
      expect(await c.get('p1')).toEqual({ ...people[0], age: 32, tags: ['a', 'b'] });

      await c.modify('p1', () => undefined);
      expect(await c.get('p1')).toEqual({ ...people[0], age: 32, tags: ['a', 'b'] });
      await c.modify('p1', () => null);
      expect(await c.get('p1')).toBeNull();
      await c.modify('absent', () => null);
      expect(await c.count()).toBe(0);
    });

    it('refuses a modify whose result has another _id and keeps the stored document', async () => {
      const c = collection();
      await seed();
      await expect(c.modify('p1', (current) => ({ ...current!, _id: 'p9' }))).rejects.toThrow(TypeError);
      expect(await c.get('p1')).toEqual(people[0]);
      expect(await c.get('p9')).toBeNull();
    });

    it('keeps a modified document apart from the object the change returned', async () => {
      const c = collection();
      const made: Person = structuredClone(people[1]);
      await c.modify('p2', () => made);
      try {
        made.city.zip = '0000'; // throws where the store keeps the object itself (frozen)
      } catch {
        /* frozen: nothing changed */
      }
      const got = (await c.get('p2'))!;
      got.tags.push('x');
      expect(await c.get('p2')).toEqual(people[1]);
    });

    it('keeps stored documents apart from the objects callers hold', async () => {
      const c = collection();
      const doc: Person = structuredClone(people[0]);
      await c.upsert(doc);
      doc.name = 'mutated before read';
      doc.city.name = 'mutated';

      const got = (await c.get('p1'))!;
      got.tags.push('x');
      got.city.zip = '0000';
      const found = (await c.find({ _id: 'p1' }))[0];
      found.age = 99;
      const one = (await c.findOne({ _id: 'p1' }))!;
      one.name = 'mutated again';

      expect(await c.get('p1')).toEqual(people[0]);
    });
  });
}

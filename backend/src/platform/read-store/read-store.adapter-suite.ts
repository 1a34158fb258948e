import { randomUUID } from 'node:crypto';
import { Doc, DuplicateKeyError, ReadStore, readModel } from './read-store.port';

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

    const collection = () => store.stored<Person>(collectionName);
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

    it('finds by id, by field, by null, by one of, by anything but', async () => {
      await seed();
      const c = collection();
      const sorted = { sort: { _id: 1 } } as const;
      expect(ids(await c.find({ where: { _id: { in: ['p2', 'p4', 'nobody'] } }, ...sorted }))).toEqual(['p2', 'p4']);
      expect(ids(await c.find({ where: { _id: 'p3' } }))).toEqual(['p3']);
      expect(ids(await c.find({ where: { age: 31 }, ...sorted }))).toEqual(['p1', 'p3']);
      expect(ids(await c.find({ where: { age: 31, name: 'Csaba' } }))).toEqual(['p3']);
      expect(await c.find({ where: { name: 'anna' } })).toEqual([]);
      expect(ids(await c.find({ where: { email: null } }))).toEqual(['p4']);
      expect(ids(await c.find({ where: { name: { in: ['Dóra', 'béla'] } }, ...sorted }))).toEqual(['p2', 'p4']);
      expect(ids(await c.find({ where: { email: { ne: 'anna@example.org' } }, ...sorted }))).toEqual(['p2', 'p3', 'p4']);
      expect(ids(await c.find({ where: { _id: { ne: 'p1' }, age: 31 } }))).toEqual(['p3']);
      expect((await c.findOne({ age: 45 }))?._id).toBe('p2');
      expect(await c.findOne({ age: 99 })).toBeNull();
      expect(await c.count({ age: 31 })).toBe(2);
      expect(await c.count({ _id: { in: ['p1', 'p4', 'p9'] } })).toBe(2);
    });

    it('finds in ranges of numbers and of strings, never across the two', async () => {
      await seed();
      const c = collection();
      const sorted = { sort: { _id: 1 } } as const;
      expect(ids(await c.find({ where: { age: { gte: 31 } }, ...sorted }))).toEqual(['p1', 'p2', 'p3']);
      expect(ids(await c.find({ where: { age: { gt: 28, lt: 45 } }, ...sorted }))).toEqual(['p1', 'p3']);
      expect(ids(await c.find({ where: { age: { lte: 31 } }, ...sorted }))).toEqual(['p1', 'p3', 'p4']);
      expect(ids(await c.find({ where: { name: { gte: 'B', lt: 'D' } }, ...sorted }))).toEqual(['p3']);
      expect(ids(await c.find({ where: { email: { gte: 'b' } }, ...sorted }))).toEqual(['p2', 'p3']);
      expect(await c.count({ age: { gte: 'a' } as never })).toBe(0);
    });

    it('finds what a list holds, and one of several conditions', async () => {
      await seed();
      const c = collection();
      const sorted = { sort: { _id: 1 } } as const;
      expect(ids(await c.find({ where: { tags: { has: 'b' } }, ...sorted }))).toEqual(['p2', 'p4']);
      expect(ids(await c.find({ where: { tags: { has: 'a' }, age: 31 } }))).toEqual(['p1']);
      expect(ids(await c.find({ where: { anyOf: [{ age: 28 }, { name: 'béla' }] }, ...sorted }))).toEqual(['p2', 'p4']);
      expect(ids(await c.find({ where: { age: { gte: 30 }, anyOf: [{ tags: { has: 'a' } }, { email: 'csaba@example.org' }] }, ...sorted }))).toEqual(['p1', 'p3']);
      expect(await c.count({ anyOf: [{ age: 1 }, { age: 2 }] })).toBe(0);
    });

    it('finds text a string holds, or one string of a list, each of several texts with allOf', async () => {
      await seed();
      const c = collection();
      const sorted = { sort: { _id: 1 } } as const;
      expect(ids(await c.find({ where: { email: { contains: '@example' } }, ...sorted }))).toEqual(['p1', 'p2', 'p3']);
      expect(ids(await c.find({ where: { name: { contains: 'él' } }, ...sorted }))).toEqual(['p2']);
      expect(ids(await c.find({ where: { tags: { contains: 'b' } }, ...sorted }))).toEqual(['p2', 'p4']);
      // Taken literally, not as a pattern.
      expect(await c.count({ email: { contains: '.*' } })).toBe(0);
      expect(ids(await c.find({ where: { allOf: [{ email: { contains: 'a' } }, { email: { contains: 'cs' } }] }, ...sorted }))).toEqual(['p3']);
      expect(await c.count({ allOf: [{ name: { contains: 'b' } }, { name: { contains: 'x' } }] })).toBe(0);
    });

    it('sorts on several keys, then skips and limits', async () => {
      await seed();
      const c = collection();
      expect(ids(await c.find({ sort: { age: -1, name: 1 } }))).toEqual(['p2', 'p1', 'p3', 'p4']);
      expect(ids(await c.find({ sort: { age: 1, _id: -1 } }))).toEqual(['p4', 'p3', 'p1', 'p2']);
      expect(ids(await c.find({ sort: { age: -1, name: 1 }, skip: 1, limit: 2 }))).toEqual(['p1', 'p3']);
      expect(ids(await c.find({ sort: { _id: 1 }, limit: 3 }))).toEqual(['p1', 'p2', 'p3']);
      expect(ids(await c.find({ sort: { _id: 1 }, skip: 3 }))).toEqual(['p4']);
      expect(ids(await c.find({ where: { age: 31 }, sort: { name: -1 }, limit: 1 }))).toEqual(['p3']);
      // A missing field sorts first, as null.
      expect(ids(await c.find({ sort: { email: 1 } }))).toEqual(['p4', 'p1', 'p2', 'p3']);
      expect(ids(await c.find({ sort: { email: -1 } }))).toEqual(['p3', 'p2', 'p1', 'p4']);
    });

    it('opens a stored collection by its own name, points a model at another and drops one', async () => {
      await seed();
      const model = readModel<Person>(collectionName);
      const next = `${collectionName}~v2`;
      await store.stored<Person>(next).upsert({ ...people[0], name: 'Anna v2' });
      expect((await store.collection(model).get('p1'))?.name).toBe('Anna');
      store.switchTo(collectionName, next);
      expect(store.liveName(collectionName)).toBe(next);
      expect((await store.collection(model).get('p1'))?.name).toBe('Anna v2');
      expect(await store.collection(model).count()).toBe(1);
      store.switchTo(collectionName, collectionName);
      expect(await store.collection(model).count()).toBe(4);
      await store.drop(next);
      await store.drop(next);
      expect(await store.stored(next).count()).toBe(0);
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
      const other = store.stored(`${collectionName}_other`);
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
      const found = (await c.find({ where: { _id: 'p1' } }))[0];
      found.age = 99;
      const one = (await c.findOne({ _id: 'p1' }))!;
      one.name = 'mutated again';

      expect(await c.get('p1')).toEqual(people[0]);
    });
  });
}

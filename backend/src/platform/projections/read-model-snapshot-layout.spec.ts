import type { DocumentRun } from '../read-store/memory.read-store';
import type { Doc } from '../read-store/read-store.port';
import { packReadModels, unpackReadModels } from './read-model-snapshot-layout';

/** Every document of each collection's run, in order. */
const built = (runs: Record<string, DocumentRun>) =>
  Object.fromEntries(Object.entries(runs).map(([name, run]) => [name, Array.from({ length: run.length }, () => run.next())]));

/** What a start gets back from what a stop wrote: the same documents, keys and order (JSON's view of them). */
const roundTrip = (collections: Record<string, Doc[]>) => built(unpackReadModels(packReadModels(collections)));
const asJson = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

describe('the read-model snapshot’s layout', () => {
  it('gives back every kind of column as written: repeated values, unique texts, numbers, objects, mixed values and several shapes in order', () => {
    const members = ['m-1', 'm-2', null];
    const audit = Array.from({ length: 40 }, (_, n) => ({
      _id: `p${String(n).padStart(15, '0')}`,
      position: n + 1,
      action: n % 3 === 0 ? 'SignedUp' : 'SignupCancelled',
      memberId: members[n % 3],
      changes: n % 2 === 0,
      ratio: n / 7,
      debt: -n,
      look: n % 5 === 0 ? { before: { status: 'approved' }, after: null } : null,
      name: n % 4 === 0 ? `Tanár ${n} – ő` : `Kovács ${n} 😀`,
      ...(n % 10 === 0 ? { note: 'only some documents have it' } : {}),
    }));
    const collections = { audit, users: [{ _id: 'u-1', email: 'kiss.anna@example.org', levels: ['gimnazium'] }], empty: [] };

    const restored = roundTrip(collections);
    expect(restored).toEqual(collections);
    expect(restored.audit.map((doc) => Object.keys(doc))).toEqual(audit.map((doc) => Object.keys(doc)));
  });

  it('keeps what JSON keeps of values it cannot hold as they are', () => {
    const docs = [{ _id: 'a', notANumber: NaN, lone: '\ud800x', nested: { when: new Date(Date.UTC(2026, 10, 27)) } }];
    expect(asJson(roundTrip({ odd: docs }))).toEqual(asJson({ odd: docs }));
    expect(roundTrip({ odd: docs }).odd[0].lone).toBe('\ud800x');
  });

  it('takes a key named __proto__ as a key, not as the document’s prototype', () => {
    const doc = JSON.parse('{"_id":"a","__proto__":{"admin":true}}') as Doc;
    const [restored] = roundTrip({ odd: [doc, { ...doc, _id: 'b' }, { ...doc, _id: 'c' }, { ...doc, _id: 'd' }] }).odd;
    expect(Object.getPrototypeOf(restored)).toBe(Object.prototype);
    expect(Object.keys(restored)).toEqual(['_id', '__proto__']);
    expect((restored as Record<string, unknown>).admin).toBeUndefined();
  });

  it('refuses a body that does not hold together', () => {
    const body = packReadModels({ audit: Array.from({ length: 10 }, (_, n) => ({ _id: `id-${n}`, position: n })) });
    expect(() => unpackReadModels(body.subarray(0, body.length - 8))).toThrow();
    expect(() => unpackReadModels(body.subarray(0, 20))).toThrow();
  });

  it('refuses documents whose id is not a string before any of them is built', () => {
    expect(() => unpackReadModels(packReadModels({ audit: [{ _id: 7 } as never] }))).toThrow(TypeError);
    expect(() => unpackReadModels(packReadModels({ audit: Array.from({ length: 6 }, (_, n) => ({ _id: n % 2 ? 'a' : null })) as never }))).toThrow(TypeError);
    expect(() => unpackReadModels(packReadModels({ audit: [{ position: 1 } as never] }))).toThrow(TypeError);
  });
});

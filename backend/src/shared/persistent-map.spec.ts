import { PersistentMap } from './persistent-map';
import { deepFreeze } from './testing/deep-freeze';

/** Two pairs of keys with the same FNV-1a hash, so collisions are met on purpose. */
const SAME_HASH = [
  ['k32728', 'k261234'],
  ['k32729', 'k261235'],
];

const sorted = <T>(values: Iterable<T>) => [...values].sort();

describe('a persistent map', () => {
  it('leaves every earlier map as it was', () => {
    const empty = PersistentMap.empty<number>();
    const one = empty.set('a', 1);
    const two = one.set('b', 2);
    const changed = two.set('a', 10).delete('b');
    expect([empty.size, one.size, two.size, changed.size]).toEqual([0, 1, 2, 1]);
    expect([one.get('a'), two.get('a'), changed.get('a')]).toEqual([1, 1, 10]);
    expect([one.has('b'), two.has('b'), changed.has('b')]).toEqual([false, true, false]);
  });

  it('answers itself when nothing changes', () => {
    const map = PersistentMap.empty<number>().set('a', 1);
    expect(map.set('a', 1)).toBe(map);
    expect(map.delete('missing')).toBe(map);
  });

  it('works frozen all the way down, as a decider spec hands it over', () => {
    const map = deepFreeze(PersistentMap.empty<{ n: number }>().set('a', { n: 1 }));
    expect(map.set('b', { n: 2 }).delete('a').get('b')).toEqual({ n: 2 });
    expect(map.get('a')).toEqual({ n: 1 });
  });

  it('keeps keys whose hashes are equal apart', () => {
    let map = PersistentMap.empty<string>();
    for (const key of SAME_HASH.flat()) map = map.set(key, key.toUpperCase());
    expect(map.size).toBe(4);
    for (const key of SAME_HASH.flat()) expect(map.get(key)).toBe(key.toUpperCase());
    const less = map.delete('k32728').set('k261234', 'again');
    expect(less.has('k32728')).toBe(false);
    expect(less.get('k261234')).toBe('again');
    expect(sorted(less.keys())).toEqual(['k261234', 'k261235', 'k32729']);
  });

  it('agrees with a Map over thousands of random sets and deletes', () => {
    let seed = 39;
    const random = (n: number) => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) % n);
    const model = new Map<string, number>();
    let map = PersistentMap.empty<number>();
    const earlier: Array<[PersistentMap<number>, Map<string, number>]> = [];
    for (let step = 0; step < 10_000; step++) {
      const key = `u${random(3000)}`;
      if (random(3) === 0) {
        model.delete(key);
        map = map.delete(key);
      } else {
        model.set(key, step);
        map = map.set(key, step);
      }
      if (step % 2500 === 0) earlier.push([map, new Map(model)]);
    }
    earlier.push([map, model]);
    for (const [kept, expected] of earlier) {
      expect(kept.size).toBe(expected.size);
      expect(sorted(kept.keys())).toEqual(sorted(expected.keys()));
      for (const [key, value] of expected) expect(kept.get(key)).toBe(value);
      expect(sorted(kept.values())).toEqual(sorted(expected.values()));
    }
  });
});

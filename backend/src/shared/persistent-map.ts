/**
 * A map from strings that never changes: `set` and `delete` answer a new map that shares all but one
 * path of its tree with the old one (a hash array mapped trie, 32 ways a level, at most seven levels).
 * It lets a decider's `evolve` stay pure over thousands of entries: copying a `Map` per event made a
 * service's fold quadratic (10 000 sign-ups: 13–26 s, against 30–60 ms with this; docs/decisions.md, issue 39 §6).
 * Values come in the keys' hash order, not in the order they were set: whoever needs an order sorts.
 */
export class PersistentMap<V> {
  private static readonly EMPTY = new PersistentMap<never>({ bitmap: 0, slots: [] }, 0);

  private constructor(
    private readonly root: Branch<V>,
    readonly size: number,
  ) {}

  static empty<V>(): PersistentMap<V> {
    return PersistentMap.EMPTY;
  }

  get(key: string): V | undefined {
    return find(this.root, hashOf(key), key)?.value;
  }

  has(key: string): boolean {
    return find(this.root, hashOf(key), key) !== undefined;
  }

  set(key: string, value: V): PersistentMap<V> {
    const hash = hashOf(key);
    const known = find(this.root, hash, key);
    if (known !== undefined && known.value === value) return this;
    return new PersistentMap(insert(this.root, { key, hash, value }, 0), known ? this.size : this.size + 1);
  }

  delete(key: string): PersistentMap<V> {
    const hash = hashOf(key);
    if (find(this.root, hash, key) === undefined) return this;
    return new PersistentMap(remove(this.root, hash, key, 0), this.size - 1);
  }

  values(): IterableIterator<V> {
    const leaves: Leaf<V>[] = [];
    collect(this.root, leaves);
    return leaves.map((leaf) => leaf.value).values();
  }

  keys(): IterableIterator<string> {
    const leaves: Leaf<V>[] = [];
    collect(this.root, leaves);
    return leaves.map((leaf) => leaf.key).values();
  }
}

interface Leaf<V> {
  key: string;
  hash: number;
  value: V;
}
/** Keys whose whole 32-bit hashes are equal. */
interface Collision<V> {
  hash: number;
  leaves: Leaf<V>[];
}
/** Bit i of `bitmap` set: slot `popcount(bitmap below i)` holds what goes on with hash fragment i. */
interface Branch<V> {
  bitmap: number;
  slots: Slot<V>[];
}
type Slot<V> = Leaf<V> | Collision<V> | Branch<V>;

const BITS = 5;
const isBranch = <V>(slot: Slot<V>): slot is Branch<V> => 'bitmap' in slot;
const isCollision = <V>(slot: Slot<V>): slot is Collision<V> => 'leaves' in slot;
const bitAt = (hash: number, shift: number) => 1 << ((hash >>> shift) & 31);
const indexOf = (bitmap: number, bit: number) => popcount(bitmap & (bit - 1));

/** FNV-1a over the UTF-16 code units. */
function hashOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

function find<V>(root: Branch<V>, hash: number, key: string): Leaf<V> | undefined {
  let slot: Slot<V> = root;
  for (let shift = 0; isBranch(slot); shift += BITS) {
    const bit = bitAt(hash, shift);
    if ((slot.bitmap & bit) === 0) return undefined;
    slot = slot.slots[indexOf(slot.bitmap, bit)];
  }
  if (isCollision(slot)) return slot.leaves.find((leaf) => leaf.key === key);
  return slot.key === key ? slot : undefined;
}

function insert<V>(branch: Branch<V>, leaf: Leaf<V>, shift: number): Branch<V> {
  const bit = bitAt(leaf.hash, shift);
  const index = indexOf(branch.bitmap, bit);
  const slots = [...branch.slots];
  if ((branch.bitmap & bit) === 0) {
    slots.splice(index, 0, leaf);
    return { bitmap: branch.bitmap | bit, slots };
  }
  const slot = slots[index];
  if (isBranch(slot)) slots[index] = insert(slot, leaf, shift + BITS);
  else if (slot.hash !== leaf.hash) slots[index] = split(slot, leaf, shift + BITS);
  else if (isCollision(slot)) slots[index] = { hash: slot.hash, leaves: [...slot.leaves.filter((l) => l.key !== leaf.key), leaf] };
  else slots[index] = slot.key === leaf.key ? leaf : { hash: leaf.hash, leaves: [slot, leaf] };
  return { bitmap: branch.bitmap, slots };
}

/** A branch holding two slots of different hashes: they part at some level, as their hashes differ. */
function split<V>(a: Leaf<V> | Collision<V>, b: Leaf<V>, shift: number): Branch<V> {
  const bitA = bitAt(a.hash, shift);
  const bitB = bitAt(b.hash, shift);
  if (bitA === bitB) return { bitmap: bitA, slots: [split(a, b, shift + BITS)] };
  return { bitmap: bitA | bitB, slots: (bitA >>> 0) < (bitB >>> 0) ? [a, b] : [b, a] };
}

/** The branch without `key` (which it holds); a branch left with one leaf or collision gives it up to its parent. */
function remove<V>(branch: Branch<V>, hash: number, key: string, shift: number): Branch<V> {
  const bit = bitAt(hash, shift);
  const index = indexOf(branch.bitmap, bit);
  const slot = branch.slots[index];
  let next: Slot<V> | undefined;
  if (isBranch(slot)) {
    const smaller = remove(slot, hash, key, shift + BITS);
    next = smaller.slots.length === 1 && !isBranch(smaller.slots[0]) ? smaller.slots[0] : smaller;
  } else if (isCollision(slot)) {
    const leaves = slot.leaves.filter((leaf) => leaf.key !== key);
    next = leaves.length === 1 ? leaves[0] : { hash, leaves };
  }
  const slots = [...branch.slots];
  if (next === undefined) {
    slots.splice(index, 1);
    return { bitmap: branch.bitmap & ~bit, slots };
  }
  slots[index] = next;
  return { bitmap: branch.bitmap, slots };
}

function collect<V>(slot: Slot<V>, leaves: Leaf<V>[]): void {
  if (isBranch(slot)) for (const child of slot.slots) collect(child, leaves);
  else if (isCollision(slot)) leaves.push(...slot.leaves);
  else leaves.push(slot);
}

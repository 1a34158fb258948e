import type { Doc, IndexSpec } from './read-store.port';
import { compareValues } from './memory-query';

/** Entries per chunk before it splits: an insert moves at most this many, wherever it lands. */
const CHUNK = 512;
/** Documents sorted at once before the runs are merged, when an index is built a step at a time. */
const RUN = 512;

/** One end of a range. */
export interface Bound {
  value: unknown;
  inclusive: boolean;
}

/** A run of the index: the chunk and the offset in it where it starts, and where it ends (exclusive). */
export interface Slice {
  from: [number, number];
  to: [number, number];
}

/** An index built a step at a time: `step(count)` files up to `count` more documents; true once all are. */
export interface IndexBuild {
  step(count: number): boolean;
}

/**
 * A non-unique index over the memory store: the documents in the index's order (its fields with their
 * directions, then `_id`), kept in chunks so that an insert anywhere moves at most a chunk. It answers an
 * equality, a range or `in` on its first field by binary search, and a sort by its fields as a walk that
 * stops when a page is full (issue 40: an audit page cost every row, filtered, counted and sorted).
 * Only top-level scalar fields are ordered: an index over a field that holds a list or an object in any
 * document (or a dotted path) is not used, and queries on it scan as before.
 */
export class OrderedIndex {
  readonly fields: Array<[string, 1 | -1]>;
  private chunks: Doc[][] = [];
  /** Documents holding a list or an object in an indexed field: the index is not used while any does. */
  private unordered = 0;

  constructor(spec: IndexSpec) {
    this.fields = Object.entries(spec.fields) as Array<[string, 1 | -1]>;
  }

  get first(): string {
    return this.fields[0][0];
  }

  get usable(): boolean {
    return this.unordered === 0 && this.fields.every(([field]) => !field.includes('.'));
  }

  get size(): number {
    let size = 0;
    for (const chunk of this.chunks) size += chunk.length;
    return size;
  }

  /** Builds the index over these documents at once (a declared index over stored documents). */
  build(docs: Iterable<Doc>): void {
    const all = [...docs];
    this.unordered = all.filter((doc) => !this.scalar(doc)).length;
    all.sort((a, b) => this.compare(a, b));
    this.chunks = [];
    for (let at = 0; at < all.length; at += CHUNK) this.chunks.push(all.slice(at, at + CHUNK));
  }

  /**
   * Builds the index over these documents a step at a time (a restore's, issue 40 §1: sorting the trail's
   * documents at once held the loop for seconds at ten times the club): a merge sort whose every `step`
   * sorts or merges about `count` documents, runs of RUN sorted first, then merged two at a time in a
   * queue, the result cut into chunks; true once the index holds every one. It costs what `build`'s sort
   * does. Nothing may read the index or change the documents meanwhile.
   */
  buildInSteps(docs: readonly Doc[]): IndexBuild {
    this.clear();
    const compare = (a: Doc, b: Doc) => this.compare(a, b);
    const runs: Doc[][] = [];
    let sortedUpTo = 0;
    let merging: { a: Doc[]; b: Doc[]; i: number; j: number; out: Doc[] } | null = null;
    let sorted: Doc[] | null = null;
    let chunkedUpTo = 0;
    const step = (count: number): boolean => {
      let left = count;
      for (; sortedUpTo < docs.length; sortedUpTo += RUN, left -= RUN) {
        if (left <= 0) return false;
        const run = docs.slice(sortedUpTo, sortedUpTo + RUN);
        for (const doc of run) if (!this.scalar(doc)) this.unordered++;
        runs.push(run.sort(compare));
      }
      while (!sorted) {
        if (!merging) {
          if (runs.length <= 1) {
            sorted = runs.pop() ?? [];
            break;
          }
          merging = { a: runs.shift()!, b: runs.shift()!, i: 0, j: 0, out: [] };
        }
        const m = merging;
        while (m.i < m.a.length && m.j < m.b.length) {
          if (left-- <= 0) return false;
          m.out.push(compare(m.a[m.i], m.b[m.j]) <= 0 ? m.a[m.i++] : m.b[m.j++]);
        }
        for (const rest of [m.a.slice(m.i), m.b.slice(m.j)]) for (const doc of rest) m.out.push(doc);
        runs.push(m.out);
        merging = null;
      }
      for (; chunkedUpTo < sorted.length; chunkedUpTo += CHUNK, left -= CHUNK) {
        if (left <= 0) return false;
        this.chunks.push(sorted.slice(chunkedUpTo, chunkedUpTo + CHUNK));
      }
      return true;
    };
    return { step };
  }

  add(doc: Doc): void {
    if (!this.scalar(doc)) this.unordered++;
    if (this.chunks.length === 0) {
      this.chunks.push([doc]);
      return;
    }
    const [c, i] = this.bound((entry) => this.compare(entry, doc) < 0);
    const chunk = this.chunks[Math.min(c, this.chunks.length - 1)];
    chunk.splice(c === this.chunks.length ? chunk.length : i, 0, doc);
    if (chunk.length > 2 * CHUNK) this.chunks.splice(this.chunks.indexOf(chunk), 1, chunk.slice(0, CHUNK), chunk.slice(CHUNK));
  }

  remove(doc: Doc): void {
    if (!this.scalar(doc)) this.unordered--;
    let [c, i] = this.bound((entry) => this.compare(entry, doc) < 0);
    while (c < this.chunks.length) {
      const chunk = this.chunks[c];
      if (i < chunk.length && chunk[i]._id === doc._id) {
        chunk.splice(i, 1);
        if (chunk.length === 0) this.chunks.splice(c, 1);
        return;
      }
      if (i >= chunk.length) [c, i] = [c + 1, 0];
      else return;
    }
  }

  clear(): void {
    this.chunks = [];
    this.unordered = 0;
  }

  /**
   * The documents whose first fields equal `prefix` and whose next field compares within these bounds
   * (each optional, inclusive or not): the index's order is the order of those tuples.
   */
  slice(prefix: readonly unknown[], lower?: Bound, upper?: Bound): Slice {
    const prefixOrder = (doc: Doc) => {
      for (let at = 0; at < prefix.length; at++) {
        const [field, direction] = this.fields[at];
        const order = compareValues(doc[field], prefix[at]) * direction;
        if (order !== 0) return order;
      }
      return 0;
    };
    const [field, direction] = this.fields[prefix.length] ?? ['', 1];
    const against = (bound: Bound) => (doc: Doc) => prefixOrder(doc) || compareValues(doc[field], bound.value) * direction;
    // In the index's own order a descending field runs from the upper bound down to the lower one.
    const [start, end] = direction === 1 ? [lower, upper] : [upper, lower];
    const startOrder = start ? against(start) : prefixOrder;
    const endOrder = end ? against(end) : prefixOrder;
    const startExclusive = start !== undefined && !start.inclusive;
    const endInclusive = end === undefined || end.inclusive;
    return {
      from: this.bound((doc) => (startExclusive ? startOrder(doc) <= 0 : startOrder(doc) < 0)),
      to: this.bound((doc) => (endInclusive ? endOrder(doc) <= 0 : endOrder(doc) < 0)),
    };
  }

  /** The whole index as a slice. */
  all(): Slice {
    return { from: [0, 0], to: [this.chunks.length, 0] };
  }

  /** How many documents a slice holds. */
  count(slice: Slice): number {
    const [fc, fi] = slice.from;
    const [tc, ti] = slice.to;
    if (fc > tc || (fc === tc && fi >= ti)) return 0;
    if (fc === tc) return ti - fi;
    let count = (this.chunks[fc]?.length ?? 0) - fi + ti;
    for (let c = fc + 1; c < tc; c++) count += this.chunks[c].length;
    return count;
  }

  /** A slice's documents in the index's order, or backwards. */
  *walk(slice: Slice, backwards = false): Generator<Doc> {
    const [fc, fi] = slice.from;
    const [tc, ti] = slice.to;
    if (!backwards) {
      for (let c = fc, i = fi; c < tc || (c === tc && i < ti); ) {
        const chunk = this.chunks[c];
        if (!chunk || i >= chunk.length) [c, i] = [c + 1, 0];
        else yield chunk[i++];
      }
      return;
    }
    let [c, i] = ti === 0 ? [tc - 1, (this.chunks[tc - 1]?.length ?? 0) - 1] : [tc, ti - 1];
    while (c > fc || (c === fc && i >= fi)) {
      if (i < 0) [c, i] = [c - 1, (this.chunks[c - 1]?.length ?? 0) - 1];
      else yield this.chunks[c][i--];
    }
  }

  /**
   * Whether walking this index (forwards or backwards) yields a query's sort, among documents whose first
   * `equal` fields are equal (a page of one admin's rows in time order); null when it cannot.
   */
  walkFor(sort: Record<string, 1 | -1>, equal = 0): 'forwards' | 'backwards' | null {
    const keys = Object.entries(sort);
    const rest = this.fields.slice(equal);
    if (keys.length === 0 || keys.length > rest.length) return null;
    const same = keys.every(([field, direction], at) => rest[at][0] === field && rest[at][1] === direction);
    const flipped = keys.every(([field, direction], at) => rest[at][0] === field && rest[at][1] === -direction);
    return same ? 'forwards' : flipped ? 'backwards' : null;
  }

  /** The first place (chunk, offset) where `before` stops holding: `before` must hold for a prefix of the index. */
  private bound(before: (doc: Doc) => boolean): [number, number] {
    let low = 0;
    let high = this.chunks.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      const chunk = this.chunks[middle];
      if (before(chunk[chunk.length - 1])) low = middle + 1;
      else high = middle;
    }
    if (low === this.chunks.length) return [low, 0];
    const chunk = this.chunks[low];
    let from = 0;
    let to = chunk.length;
    while (from < to) {
      const middle = (from + to) >> 1;
      if (before(chunk[middle])) from = middle + 1;
      else to = middle;
    }
    return [low, from];
  }

  private compare(a: Doc, b: Doc): number {
    for (const [field, direction] of this.fields) {
      const order = compareValues(a[field], b[field]);
      if (order !== 0) return order * direction;
    }
    return a._id < b._id ? -1 : a._id > b._id ? 1 : 0;
  }

  private scalar(doc: Doc): boolean {
    return this.fields.every(([field]) => {
      const value = doc[field];
      return value === null || typeof value !== 'object';
    });
  }
}

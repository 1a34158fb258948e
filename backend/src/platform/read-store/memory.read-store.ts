import { Collection, Doc, DuplicateKeyError, IndexSpec, Query, ReadStore, Where } from './read-store.port';
import { matcher, run } from './memory-query';
import { frozen } from '../../shared/frozen';
import { indexName, UniqueIndex } from './unique-index';
import { IndexBuild, OrderedIndex } from './ordered-index';
import { IndexPlan, planWith } from './index-plan';
import { SLICE_BUDGET_MS, yieldToLoop } from '../../shared/sliced';

/** Documents filed or indexed between two looks at the clock while a restore settles. */
const SETTLE_STEP = 256;

/**
 * A collection's documents handed over in order and built only as they are asked for, one `next()` at a
 * time (a snapshot's: unpacked while they are filed, after the start, instead of all before it).
 */
export interface DocumentRun {
  readonly length: number;
  /** The next document; called at most `length` times. */
  next(): Doc;
}

/** Documents already built, as a run. */
function runOf(docs: Doc[]): DocumentRun {
  let at = 0;
  return { length: docs.length, next: () => docs[at++] };
}

/**
 * Read models in process memory, queried as memory-query.ts says. Documents are copied on the way in and out:
 * a caller mutating what it got must not change what is stored (a `readOnly` query gets them frozen instead).
 */
export class MemoryReadStore extends ReadStore {
  private readonly collections = new Map<string, MemoryCollection>();
  /**
   * Documents the queries have tested so far, over every collection: what a query costs, for specs
   * that hold a query to the rows it should touch (a service's sign-ups, not the club's).
   */
  readonly examined = { documents: 0 };

  stored<T extends Doc = Doc>(name: string): Collection<T> {
    return this.named(name) as unknown as Collection<T>;
  }

  async ensureIndex(stored: string, index: IndexSpec): Promise<void> {
    if (index.unique) this.named(stored).addUniqueIndex(index);
    else this.named(stored).addOrderedIndex(index);
  }

  async drop(stored: string): Promise<void> {
    this.collections.delete(stored);
  }

  async close(): Promise<void> {}

  /**
   * Every collection's documents as they are stored, for a snapshot (platform/projections/read-model-snapshot):
   * the caller serializes them at once, before anything else runs, and never changes them.
   */
  contents(): Record<string, Doc[]> {
    return Object.fromEntries([...this.collections].map(([name, collection]) => [name, collection.documents()]));
  }

  /** Replaces everything held with these collections (fresh from a snapshot: taken over, not copied); indexes are declared again after. */
  restore(collections: Record<string, Doc[] | DocumentRun>): void {
    this.collections.clear();
    for (const [name, docs] of Object.entries(collections)) this.named(name).takeOver(docs);
    this.settleInSlices([...this.collections.values()]);
  }

  /**
   * Files what collections took over and builds their declared indexes in slices of the loop's budget,
   * one collection after another, a collection some query or write is waiting for first (issue 40 §1:
   * at ten times the club this was seconds at once just after the start, /api/health held 11.6 s).
   * A `restore` after this one leaves these collections behind: their work stops.
   */
  private settleInSlices(unsettled: MemoryCollection[]): void {
    const current = (collection: MemoryCollection) => this.collections.get(collection.name) === collection;
    void (async () => {
      while (unsettled.length > 0) {
        await yieldToLoop();
        const deadline = performance.now() + SLICE_BUDGET_MS;
        while (unsettled.length > 0 && performance.now() < deadline) {
          const next = unsettled.find((collection) => collection.awaited) ?? unsettled[0];
          if (current(next) ? next.work(deadline) : next.abandon()) unsettled.splice(unsettled.indexOf(next), 1);
        }
      }
    })();
  }

  private named(name: string): MemoryCollection {
    let collection = this.collections.get(name);
    if (!collection) {
      collection = new MemoryCollection(name, this.examined);
      this.collections.set(name, collection);
    }
    return collection;
  }
}

class MemoryCollection implements Collection<Doc> {
  private readonly byId = new Map<string, Doc>();
  /** Documents taken over and not yet in `byId`: `filed` of them are (takeOver). */
  private pending: DocumentRun | null = null;
  private filed = 0;
  /**
   * While a restore settles (takeOver until `work` is done): the documents filed so far, in order, which
   * the declared indexes are built from a step at a time; and the promise queries and writes wait for.
   */
  private settling: { docs: Doc[]; builds: Map<OrderedIndex, IndexBuild>; done: Promise<void>; resolve: () => void } | null = null;
  /** Some query or write waits for this collection to settle: the store settles it first. */
  awaited = false;
  private readonly uniqueIndexes = new Map<string, UniqueIndex>();
  /**
   * The declared non-unique indexes, in order: built when declared, or once the documents a snapshot
   * handed over are filed (or a query needs them first), kept up to date from then on.
   */
  private readonly orderedIndexes = new Map<string, OrderedIndex>();
  private unbuilt = new Set<OrderedIndex>();

  constructor(
    readonly name: string,
    private readonly examined: { documents: number },
  ) {}

  /** The documents by id, every one taken over filed first. */
  private get docs(): Map<string, Doc> {
    if (this.pending) this.settle();
    return this.byId;
  }

  /** Waits, yielding, while a restore settles this collection (filing and index builds done in slices). */
  private ready(): Promise<void> | undefined {
    if (!this.settling) return undefined;
    this.awaited = true;
    return this.settling.done;
  }

  /**
   * The restore's work for this collection until `deadline` (performance.now()): files documents, then
   * builds each declared index a step at a time; true once everything is done.
   */
  work(deadline: number): boolean {
    const settling = this.settling;
    if (!settling) return true;
    while (this.pending) {
      if (this.settle(SETTLE_STEP)) break;
      if (performance.now() >= deadline) return false;
    }
    for (const index of this.unbuilt) {
      let build = settling.builds.get(index);
      if (!build) settling.builds.set(index, (build = index.buildInSteps(settling.docs)));
      while (!build.step(SETTLE_STEP)) if (performance.now() >= deadline) return false;
      this.unbuilt.delete(index);
    }
    this.settled();
    return true;
  }

  /** A collection a later restore or a drop replaced: what still waits for it goes on, nothing more is built. */
  abandon(): true {
    this.settled();
    return true;
  }

  /** Everything taken over is filed and indexed: whatever waited goes on. */
  private settled(): void {
    const settling = this.settling;
    if (!settling) return;
    this.settling = null;
    this.awaited = false;
    settling.resolve();
  }

  addUniqueIndex(spec: IndexSpec): void {
    const name = indexName(spec.fields);
    if (this.uniqueIndexes.has(name)) return;
    const index = new UniqueIndex(spec.fields);
    for (const doc of this.docs.values()) {
      if (index.clashWith(doc) !== undefined) throw new DuplicateKeyError(this.name, name);
      index.add(doc);
    }
    this.uniqueIndexes.set(name, index);
  }

  addOrderedIndex(spec: IndexSpec): void {
    const name = indexName(spec.fields);
    if (this.orderedIndexes.has(name)) return;
    const index = new OrderedIndex(spec);
    this.orderedIndexes.set(name, index);
    if (this.settling) this.unbuilt.add(index);
    else index.build(this.byId.values());
  }

  /**
   * The indexes built over every document, building at once those still unbuilt (declared before the
   * documents were filed): only something that cannot wait (a snapshot) gets here before `work` is done.
   */
  indexes(): OrderedIndex[] {
    if (this.unbuilt.size > 0) {
      const docs = this.docs;
      for (const index of this.unbuilt) {
        const build = this.settling?.builds.get(index);
        if (build) while (!build.step(Infinity));
        else index.build(docs.values());
      }
      this.unbuilt.clear();
      this.settled();
    }
    return [...this.orderedIndexes.values()];
  }

  /** The index a query is best answered from; none when it names an `_id` (looked up directly) or no index helps. */
  private plan(query: Query<Doc>): IndexPlan | null {
    if (this.orderedIndexes.size === 0 || query.where?._id !== undefined) return null;
    const wanted = query.limit ? (query.skip ?? 0) + query.limit : undefined;
    return planWith(this.indexes(), query.where, query.sort, wanted);
  }

  documents(): Doc[] {
    this.indexes();
    return [...this.docs.values()];
  }

  /**
   * Takes these documents as they are (a snapshot's, made for it). A fresh collection (no documents, no
   * indexes yet: restore) keeps them as handed over and builds and files them by id in slices (settle)
   * after the start: at a million events the audit trail alone is ~740,000 documents, and building them
   * and filing them in the map took most of a second of the start. Whatever reads or writes the collection
   * first files the rest at once (the `docs` getter), so no caller ever sees a document missing, and the
   * order is the one given. A run's ids were checked by whoever made it (the snapshot's layout).
   */
  takeOver(docs: Doc[] | DocumentRun): void {
    if (Array.isArray(docs)) {
      for (const doc of docs) if (typeof doc._id !== 'string') throw new TypeError(`${this.name}: _id must be a string`);
    }
    const run = Array.isArray(docs) ? runOf(docs) : docs;
    if (this.byId.size > 0 || this.uniqueIndexes.size > 0 || this.settling) {
      this.indexes();
      for (let i = 0; i < run.length; i++) this.write(run.next());
      return;
    }
    this.pending = run;
    this.filed = 0;
    let resolve = () => {};
    const done = new Promise<void>((settled) => (resolve = settled));
    this.settling = { docs: [], builds: new Map(), done, resolve };
  }

  /** Files up to `limit` documents taken over into the map; true once none is left. */
  private settle(limit = Infinity): boolean {
    const pending = this.pending;
    if (!pending) return true;
    const end = Math.min(pending.length, this.filed + limit);
    const filedInOrder = this.settling?.docs;
    for (let i = this.filed; i < end; i++) {
      const doc = pending.next();
      this.byId.set(doc._id, doc);
      filedInOrder?.push(doc);
    }
    this.filed = end;
    if (end < pending.length) return false;
    this.pending = null;
    return true;
  }

  async find(query: Query<Doc> = {}): Promise<Doc[]> {
    if (this.settling) await this.ready();
    const plan = this.plan(query);
    // In the order they come (an index's, or the store's without a sort): a page stops testing once
    // full, instead of gathering every match first (a walk over 50,000 members a page at a time).
    const handOut = query.readOnly ? frozen : copy;
    if (plan?.sorted || !query.sort) return firstMatches(this.counted(plan?.docs ?? this.candidates(query.where)), query).map(handOut);
    return run(this.counted(plan?.docs ?? this.candidates(query.where)), query).map(handOut);
  }

  async findOne(where: Where<Doc>): Promise<Doc | null> {
    if (this.settling) await this.ready();
    const matches = matcher(where);
    for (const doc of this.counted(this.plan({ where })?.docs ?? this.candidates(where))) if (matches(doc)) return copy(doc);
    return null;
  }

  private *counted(docs: Iterable<Doc>): Generator<Doc> {
    for (const doc of docs) {
      this.examined.documents++;
      yield doc;
    }
  }

  /** Documents that may match: looked up by `_id` when the query names them, else all. */
  private candidates(where: Where<Doc> | undefined): Iterable<Doc> {
    const id = where?._id;
    const ids = typeof id === 'string' ? [id] : id && typeof id === 'object' && 'in' in id ? (id.in as unknown[]) : null;
    if (!ids) return this.docs.values();
    return [...new Set(ids)].flatMap((each) => {
      const doc = typeof each === 'string' ? this.docs.get(each) : undefined;
      return doc ? [doc] : [];
    });
  }

  async get(id: string): Promise<Doc | null> {
    if (this.settling) await this.ready();
    const doc = this.docs.get(id);
    return doc ? copy(doc) : null;
  }

  async upsert(doc: Doc): Promise<void> {
    if (this.settling) await this.ready();
    this.write(copy(doc));
  }

  async replace(doc: Doc): Promise<boolean> {
    if (this.settling) await this.ready();
    if (!this.docs.has(doc._id)) return false;
    this.write(copy(doc));
    return true;
  }

  /**
   * Hands `change` the stored document and keeps what it returns, both frozen, neither copied: a
   * projection's document was copied whole twice per event, so a burst of sign-ups on one service grew
   * with the square of its waitlist (the insights' list of sign-ups awaiting a decision). Frozen, a
   * document shares its unchanged parts with the one before it, and nothing can change them.
   */
  async modify(id: string, change: (current: Doc | null) => Doc | null | undefined): Promise<void> {
    if (this.settling) await this.ready();
    const stored = this.docs.get(id);
    const next = change(stored ? frozen(stored) : null);
    if (next === undefined) return;
    if (next === null) {
      await this.delete(id);
      return;
    }
    if (next._id !== id) throw new TypeError(`${this.name}: modify(${id}) returned a document with another _id`);
    this.write(frozen(next));
  }

  async delete(id: string): Promise<boolean> {
    if (this.settling) await this.ready();
    const doc = this.docs.get(id);
    if (!doc) return false;
    for (const index of this.uniqueIndexes.values()) index.remove(doc);
    for (const index of this.builtIndexes()) index.remove(doc);
    this.docs.delete(id);
    return true;
  }

  async count(where: Where<Doc> = {}): Promise<number> {
    if (this.settling) await this.ready();
    if (Object.keys(where).length === 0) return this.docs.size;
    const plan = this.plan({ where });
    if (plan?.exact) return plan.size;
    const matches = matcher(where);
    let count = 0;
    for (const doc of this.counted(plan?.docs ?? this.candidates(where))) if (matches(doc)) count++;
    return count;
  }

  async clear(): Promise<void> {
    if (this.settling) await this.ready();
    this.docs.clear();
    for (const index of this.uniqueIndexes.values()) index.clear();
    for (const index of this.orderedIndexes.values()) index.clear();
    this.unbuilt.clear();
  }

  /** Checks every index before touching any, so a clash leaves the stored document as it was. */
  private write(doc: Doc): void {
    if (typeof doc._id !== 'string') throw new TypeError(`${this.name}: _id must be a string`);
    for (const [name, index] of this.uniqueIndexes) {
      if (index.clashWith(doc) !== undefined) throw new DuplicateKeyError(this.name, name);
    }
    const previous = this.docs.get(doc._id);
    for (const index of this.uniqueIndexes.values()) {
      if (previous) index.remove(previous);
      index.add(doc);
    }
    for (const index of this.builtIndexes()) {
      if (previous) index.remove(previous);
      index.add(doc);
    }
    this.docs.set(doc._id, doc);
  }

  private builtIndexes(): OrderedIndex[] {
    if (this.orderedIndexes.size === 0) return [];
    return [...this.orderedIndexes.values()].filter((index) => !this.unbuilt.has(index));
  }
}

/** A page of documents that come in the query's order (or in no asked order): testing stops once the page is full. */
function firstMatches(docs: Iterable<Doc>, query: Query<Doc>): Doc[] {
  const matches = matcher(query.where);
  const skip = query.skip ?? 0;
  const end = query.limit ? skip + query.limit : Infinity;
  const found: Doc[] = [];
  let seen = 0;
  for (const doc of docs) {
    if (!matches(doc)) continue;
    if (seen++ >= skip) found.push(doc);
    if (seen >= end) break;
  }
  return found;
}

/**
 * Documents are handed out and stored as copies, so no caller can change what another reads. Read
 * models hold JSON-like data, copied here field by field (several times faster than structuredClone,
 * which dominated a rebuild); anything else (a Date, a Buffer) still goes through structuredClone.
 */
function copy<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(copy) as T;
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return structuredClone(value);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) out[key] = copy((value as Record<string, unknown>)[key]);
  return out as T;
}

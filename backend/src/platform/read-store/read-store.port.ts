/** A document in a read model; `_id` is the key. */
export interface Doc {
  _id: string;
  [key: string]: unknown;
}

export type Filter = Record<string, unknown>;
export type Sort = Record<string, 1 | -1>;

export interface FindOptions {
  sort?: Sort;
  skip?: number;
  limit?: number;
}

export class DuplicateKeyError extends Error {
  constructor(
    readonly collection: string,
    readonly index: string,
  ) {
    super(`Duplicate key in ${collection} on ${index}`);
    this.name = 'DuplicateKeyError';
  }
}

/** A named collection queried with the Mongo query language. */
export interface Collection<T extends Doc = Doc> {
  find(filter?: Filter, options?: FindOptions): Promise<T[]>;
  findOne(filter: Filter): Promise<T | null>;
  get(id: string): Promise<T | null>;
  /** Inserts or replaces the whole document with this `_id`. */
  upsert(doc: T): Promise<void>;
  /** Replaces an existing document; returns false when none had this `_id`. */
  replace(doc: T): Promise<boolean>;
  delete(id: string): Promise<boolean>;
  /**
   * Reads the document with this `_id` (null when there is none) and stores what `change` makes of it:
   * a document with the same `_id` to store, null to delete it, undefined to leave it. For the
   * projector, whose `evolve` is pure: `change` must not alter what it is given, which in memory is
   * the stored document itself (frozen), not a copy.
   */
  modify(id: string, change: (current: T | null) => T | null | undefined): Promise<void>;
  count(filter?: Filter): Promise<number>;
  /** Removes every document (used by projection rebuilds). */
  clear(): Promise<void>;
}

export interface IndexSpec {
  fields: Record<string, 1 | -1>;
  /** Documents in which any field of the index is missing or null are left out of a unique index. */
  unique?: boolean;
}

/** Read models. Adapters: memory (mingo, embedded) and MongoDB (production). */
export abstract class ReadStore {
  abstract collection<T extends Doc = Doc>(name: string): Collection<T>;
  /** Declares an index; a unique one makes upsert/replace throw DuplicateKeyError on a clash. */
  abstract ensureIndex(collection: string, index: IndexSpec): Promise<void>;
  abstract close(): Promise<void>;
}

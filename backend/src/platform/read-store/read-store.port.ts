import type { ReadModel } from './read-model';
import type { Query, Where } from './query';

export type { ReadModel } from './read-model';
export { readModel } from './read-model';
export type { Condition, Query, Scalar, Sort, Where } from './query';

/** A document in a read model; `_id` is the key. */
export interface Doc {
  _id: string;
  [key: string]: unknown;
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

/**
 * One read model's documents, asked only what `query.ts` can say (by id, by field, ranges, one of, sort,
 * page): the whole vocabulary every adapter runs the same (read-store.adapter-suite).
 */
export interface Collection<T extends Doc = Doc> {
  find(query?: Query<T>): Promise<T[]>;
  findOne(where: Where<T>): Promise<T | null>;
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
  count(where?: Where<T>): Promise<number>;
  /** Removes every document (used by projection rebuilds). */
  clear(): Promise<void>;
}

export interface IndexSpec<T extends Doc = Doc> {
  fields: Partial<Record<keyof T & string, 1 | -1>>;
  /** Documents in which any field of the index is missing or null are left out of a unique index. */
  unique?: boolean;
}

export interface BatchOptions {
  /**
   * The batch may share its commit with the batches that follow within the same turn of the event
   * loop (a burst's live events): still all or nothing with its checkpoint, committed a turn later.
   */
  grouped?: boolean;
}

/**
 * Read models. Adapters: memory and SQLite (embedded) and MongoDB (production). A read model is opened by its
 * typed handle (read-model.ts), never by a name: readers see the collection the model lives in now,
 * which a rebuild of a new version (platform/projections, blue/green) switches when it has caught up.
 */
export abstract class ReadStore {
  /** Model name → the stored collection its readers use, when that is not the model's own name. */
  private readonly live = new Map<string, string>();

  collection<T extends Doc>(model: ReadModel<T>): Collection<T> {
    return this.stored<T>(this.liveName(model.name));
  }

  /** The stored collection readers of this model use now. */
  liveName(model: string): string {
    return this.live.get(model) ?? model;
  }

  /** Points readers of `model` at `stored` (a rebuild switching over; an api replica following the worker). */
  switchTo(model: string, stored: string): void {
    if (stored === model) this.live.delete(model);
    else this.live.set(model, stored);
  }

  /** A stored collection by its own name: for the projector, which builds a model's next version beside the live one. */
  abstract stored<T extends Doc = Doc>(name: string): Collection<T>;
  /** Declares an index on a stored collection; a unique one makes upsert/replace throw DuplicateKeyError on a clash. */
  abstract ensureIndex(stored: string, index: IndexSpec): Promise<void>;
  /**
   * Runs `work`, whose writes belong together (a projector's batch and the checkpoint saying how far it
   * got): one transaction where the adapter has them (SQLite), so a restart finds both or neither.
   */
  async batch<T>(work: () => Promise<T>, _options?: BatchOptions): Promise<T> {
    return work();
  }

  /** Removes a stored collection and its indexes (a model's previous version, once nobody reads it). */
  abstract drop(stored: string): Promise<void>;
  abstract close(): Promise<void>;
}

import type { Statement } from 'better-sqlite3';
import { BatchOptions, Collection, Doc, IndexSpec, ReadStore } from './read-store.port';
import { openSqliteDatabase, SqliteDatabase, truncateWal } from '../sqlite/sqlite-database';
import { duplicateKey, quoted, SqliteCollection, SqliteCollectionHost } from './sqlite-collection';
import { sqliteIndexColumns } from './sqlite-query';
import { indexName } from './unique-index';

/** The read models' file in DATA_DIR (ops/backup/layout.mjs names it too). */
export const READ_MODELS_FILE = 'read-models.sqlite';

/** A catch-up batch is a thousand events: the planner's figures are refreshed every 200,000. */
const OPTIMIZE_EVERY_COMMITS = 200;

/** Which fields of which stored collection have ever held a list (sqlite-query.ts looks into those only). */
const LIST_FIELDS = '~list-fields';

/** Grouped batches share one transaction up to this many, then it commits at the end of the next. */
const MAX_GROUP = 1000;

/**
 * Read models in an embedded SQLite file of their own (DATA_DIR/read-models.sqlite), one table per
 * stored collection: `_id` and the document as JSONB, indexes on the JSON fields a handle declares
 * (decision 0094). The memory they take is SQLite's page cache, not the whole club's documents, and a
 * restart opens the file and goes on from the checkpoint stored in it, whatever the log's length.
 * better-sqlite3 answers synchronously: the promises are the port's, already settled.
 */
export class SqliteReadStore extends ReadStore implements SqliteCollectionHost {
  private readonly collections = new Map<string, SqliteCollection>();
  private readonly listFields = new Map<string, Set<string>>();
  private readonly noteListFieldStatement: Statement<[string, string]>;
  /** Batches open (nested or overlapping: a lane catching up alone beside the live pass) in the one transaction. */
  private batches = 0;
  /** Batches the open transaction has had: grouped ones share a commit (batch()). */
  private grouped = 0;
  /** The commit of grouped batches, at the next turn of the event loop. */
  private commitDue: NodeJS.Immediate | null = null;
  private commits = 0;

  constructor(readonly db: SqliteDatabase) {
    super();
    db.exec(`CREATE TABLE IF NOT EXISTS ${quoted(LIST_FIELDS)} (collection TEXT NOT NULL, field TEXT NOT NULL, PRIMARY KEY (collection, field))`);
    for (const { collection, field } of db.prepare<[], { collection: string; field: string }>(`SELECT collection, field FROM ${quoted(LIST_FIELDS)}`).all())
      this.listFieldsOf(collection).add(field);
    this.noteListFieldStatement = db.prepare(`INSERT OR IGNORE INTO ${quoted(LIST_FIELDS)} (collection, field) VALUES (?, ?)`);
  }

  static open(file: string): SqliteReadStore {
    const db = openSqliteDatabase(file);
    // Rows are read by their JSON fields: a larger page cache than SQLite's 2 MB default keeps the
    // club's hot tables in memory without holding every document as JS objects.
    db.pragma('cache_size = -65536');
    // A checkpoint syncs the file: every 64 MB of WAL instead of every 4 MB halved the time a rebuild
    // spent committing its batches (at B: 6.1 s → 2.7 s of 27 s).
    db.pragma('wal_autocheckpoint = 16384');
    // optimize samples this many rows per index: milliseconds, whatever the table's size.
    db.pragma('analysis_limit = 1000');
    const store = new SqliteReadStore(db);
    store.optimize();
    return store;
  }

  stored<T extends Doc = Doc>(name: string): Collection<T> {
    return this.collectionNamed(name) as unknown as Collection<T>;
  }

  async ensureIndex(stored: string, index: IndexSpec): Promise<void> {
    const collection = this.collectionNamed(stored);
    if (index.unique) {
      collection.flush();
      collection.holdsUnique();
    }
    const name = indexName(index.fields);
    // A non-unique index ends in `_id` in its last field's direction, the sort's tie-break (sqlOrder):
    // SQLite walks it (or walks it backwards) for the whole ORDER BY and skips an OFFSET's rows in the
    // index; without it, every row up to the page's end was read and sorted on its last term (the
    // users list's 2,000 rows at the club's size: ~40 ms a part). Its name says so, so that a file
    // built with the earlier index gets this one, and the earlier one goes.
    let indexed = `${stored}/${name}`;
    let columns = sqliteIndexColumns(index.fields);
    if (!index.unique) {
      this.db.exec(`DROP INDEX IF EXISTS ${quoted(indexed)}`);
      indexed += '+_id';
      columns += `, _id ${Object.values(index.fields).at(-1) === -1 ? 'DESC' : 'ASC'}`;
    }
    // NULLs are distinct in a SQLite unique index: a document missing a field of it is left out, as in memory and MongoDB.
    try {
      this.db.exec(`CREATE ${index.unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS ${quoted(indexed)} ON ${quoted(stored)} (${columns})`);
    } catch (error) {
      throw duplicateKey(error, stored) ?? error;
    }
  }

  async drop(stored: string): Promise<void> {
    this.collections.get(stored)?.forget();
    this.db.exec(`DROP TABLE IF EXISTS ${quoted(stored)}`);
    this.db.prepare(`DELETE FROM ${quoted(LIST_FIELDS)} WHERE collection = ?`).run(stored);
    this.collections.delete(stored);
    this.listFields.delete(stored);
  }

  /**
   * One transaction for what `work` writes (the projector's batch and the checkpoint saying how far it
   * got): a restart finds both or neither. Overlapping batches share it; it commits when the last ends,
   * whatever failed within, as the memory store keeps what was written before a failure. A `grouped`
   * batch (a live event) leaves it open until the next turn of the event loop, so the events a burst
   * delivers together share one commit (decision 0096); reads on this connection see the writes before.
   */
  override async batch<T>(work: () => Promise<T>, options: BatchOptions = {}): Promise<T> {
    if (!this.db.inTransaction) {
      this.db.exec('BEGIN');
      this.grouped = 0;
    }
    this.batches++;
    this.grouped++;
    try {
      return await work();
    } finally {
      if (--this.batches === 0) {
        if (options.grouped && this.grouped < MAX_GROUP) this.commitSoon();
        else this.commit();
      }
    }
  }

  /** Ends the open transaction now, unless a batch is still running in it: false then. */
  commitNow(): boolean {
    if (this.batches > 0) return !this.db.inTransaction;
    if (this.db.inTransaction) this.commit();
    return true;
  }

  /** The collections' pending writes are written, and the transaction (with the checkpoint in it) committed. */
  private commit(): void {
    if (this.commitDue) clearImmediate(this.commitDue);
    this.commitDue = null;
    try {
      for (const collection of this.collections.values()) collection.flush();
      this.db.exec('COMMIT');
    } finally {
      for (const collection of this.collections.values()) collection.forget();
      if (this.db.inTransaction) this.db.exec('ROLLBACK');
    }
    if (++this.commits % OPTIMIZE_EVERY_COMMITS === 0) this.optimize();
  }

  /**
   * At the next turn: should that commit fail (a full disk), the error stops the process rather than
   * leave the read models behind where the projector believes they are; the restart goes on from the
   * checkpoint the file holds, which the same commit would have moved.
   */
  private commitSoon(): void {
    this.commitDue ??= setImmediate(() => {
      this.commitDue = null;
      if (this.batches === 0 && this.db.open && this.db.inTransaction) this.commit();
    });
  }

  get inTransaction(): boolean {
    return this.db.inTransaction;
  }

  noteListField(collection: string, field: string): void {
    this.noteListFieldStatement.run(collection, field);
  }

  /**
   * Lets SQLite measure the tables that grew (PRAGMA optimize, a bounded sample per index): without
   * those figures its planner takes a range on time over an equality on a person, and walks the whole
   * trail to find one actor's rows. Run on opening and every OPTIMIZE_EVERY_COMMITS batches.
   */
  optimize(): void {
    this.db.pragma('optimize = 0x10002');
  }

  /**
   * What an erasure leaves: the WAL still holds the deleted rows until it is checkpointed
   * (sqlite-database.ts), which an open transaction keeps from happening: the grouped one is committed first.
   */
  truncateWal(): boolean {
    return this.commitNow() && truncateWal(this.db);
  }

  /** Commits what a grouped batch left open (a clean stop loses nothing the projector applied). */
  async close(): Promise<void> {
    if (!this.db.open) return;
    this.commitNow();
    this.db.close();
  }

  private collectionNamed(name: string): SqliteCollection {
    let collection = this.collections.get(name);
    if (!collection) {
      collection = new SqliteCollection(this.db, name, this.listFieldsOf(name), this);
      this.collections.set(name, collection);
    }
    return collection;
  }

  private listFieldsOf(collection: string): Set<string> {
    let fields = this.listFields.get(collection);
    if (!fields) {
      fields = new Set();
      this.listFields.set(collection, fields);
    }
    return fields;
  }
}

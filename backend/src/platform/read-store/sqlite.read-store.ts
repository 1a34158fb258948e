import type { Statement } from 'better-sqlite3';
import { Collection, Doc, DuplicateKeyError, IndexSpec, Query, ReadStore, Where } from './read-store.port';
import { openSqliteDatabase, SqliteDatabase, truncateWal } from '../sqlite/sqlite-database';
import { sqliteIndexColumns, sqlOrder, sqlWhere } from './sqlite-query';
import { indexName } from './unique-index';

/** The read models' file in DATA_DIR (ops/backup/layout.mjs names it too). */
export const READ_MODELS_FILE = 'read-models.sqlite';

/** A catch-up batch is a thousand events: the planner's figures are refreshed every 200,000. */
const OPTIMIZE_EVERY_COMMITS = 200;

/** Which fields of which stored collection have ever held a list (sqlite-query.ts looks into those only). */
const LIST_FIELDS = '~list-fields';

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Read models in an embedded SQLite file of their own (DATA_DIR/read-models.sqlite), one table per
 * stored collection: `_id` and the document as JSONB, indexes on the JSON fields a handle declares
 * (decision 0094). The memory they take is SQLite's page cache, not the whole club's documents, and a
 * restart opens the file and goes on from the checkpoint stored in it, whatever the log's length.
 * better-sqlite3 answers synchronously: the promises are the port's, already settled.
 */
export class SqliteReadStore extends ReadStore {
  private readonly collections = new Map<string, SqliteCollection>();
  private readonly listFields = new Map<string, Set<string>>();
  private readonly noteListField: Statement<[string, string]>;
  /** Batches open (nested or overlapping: a lane catching up alone beside the live pass) in the one transaction. */
  private batches = 0;
  private commits = 0;

  constructor(readonly db: SqliteDatabase) {
    super();
    db.exec(`CREATE TABLE IF NOT EXISTS ${quoted(LIST_FIELDS)} (collection TEXT NOT NULL, field TEXT NOT NULL, PRIMARY KEY (collection, field))`);
    for (const { collection, field } of db.prepare<[], { collection: string; field: string }>(`SELECT collection, field FROM ${quoted(LIST_FIELDS)}`).all())
      this.listFieldsOf(collection).add(field);
    this.noteListField = db.prepare(`INSERT OR IGNORE INTO ${quoted(LIST_FIELDS)} (collection, field) VALUES (?, ?)`);
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
    let collection = this.collections.get(name);
    if (!collection) {
      collection = new SqliteCollection(this.db, name, this.listFieldsOf(name), (field) => this.noteListField.run(name, field));
      this.collections.set(name, collection);
    }
    return collection as unknown as Collection<T>;
  }

  async ensureIndex(stored: string, index: IndexSpec): Promise<void> {
    this.stored(stored);
    const name = indexName(index.fields);
    // NULLs are distinct in a SQLite unique index: a document missing a field of it is left out, as in memory and MongoDB.
    try {
      this.db.exec(`CREATE ${index.unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS ${quoted(`${stored}/${name}`)} ON ${quoted(stored)} (${sqliteIndexColumns(index.fields)})`);
    } catch (error) {
      throw duplicateKey(error, stored) ?? error;
    }
  }

  async drop(stored: string): Promise<void> {
    this.db.exec(`DROP TABLE IF EXISTS ${quoted(stored)}`);
    this.db.prepare(`DELETE FROM ${quoted(LIST_FIELDS)} WHERE collection = ?`).run(stored);
    this.collections.delete(stored);
    this.listFields.delete(stored);
  }

  /**
   * One transaction for what `work` writes (the projector's batch and the checkpoint saying how far it
   * got): a restart finds both or neither. Overlapping batches share it; it commits when the last ends,
   * whatever failed within, as the memory store keeps what was written before a failure.
   */
  override async batch<T>(work: () => Promise<T>): Promise<T> {
    if (this.batches++ === 0) this.db.exec('BEGIN');
    try {
      return await work();
    } finally {
      if (--this.batches === 0) {
        this.db.exec('COMMIT');
        if (++this.commits % OPTIMIZE_EVERY_COMMITS === 0) this.optimize();
      }
    }
  }

  /**
   * Lets SQLite measure the tables that grew (PRAGMA optimize, a bounded sample per index): without
   * those figures its planner takes a range on time over an equality on a person, and walks the whole
   * trail to find one actor's rows. Run on opening and every OPTIMIZE_EVERY_COMMITS batches.
   */
  optimize(): void {
    this.db.pragma('optimize = 0x10002');
  }

  /** What an erasure leaves: the WAL still holds the deleted rows until it is checkpointed (sqlite-database.ts). */
  truncateWal(): boolean {
    return truncateWal(this.db);
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
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

interface Row {
  doc: string;
}

class SqliteCollection implements Collection<Doc> {
  private readonly table: string;
  private readonly statements = new Map<string, Statement>();

  constructor(
    private readonly db: SqliteDatabase,
    private readonly name: string,
    private readonly listFields: Set<string>,
    private readonly noteListField: (field: string) => void,
  ) {
    this.table = quoted(name);
    db.exec(`CREATE TABLE IF NOT EXISTS ${this.table} (_id TEXT PRIMARY KEY, doc BLOB NOT NULL)`);
  }

  async find(query: Query<Doc> = {}): Promise<Doc[]> {
    const where = sqlWhere(query.where, this.listFields);
    const page = query.skip || query.limit ? ` LIMIT ${query.limit ? Math.floor(query.limit) : -1} OFFSET ${Math.floor(query.skip ?? 0)}` : '';
    const rows = this.statement(`SELECT json(doc) AS doc FROM ${this.table} WHERE ${where.sql} ORDER BY ${sqlOrder(query.sort, query.where)}${page}`).all(...where.params) as Row[];
    return rows.map((row) => JSON.parse(row.doc) as Doc);
  }

  async findOne(where: Where<Doc>): Promise<Doc | null> {
    const condition = sqlWhere(where, this.listFields);
    const row = this.statement(`SELECT json(doc) AS doc FROM ${this.table} WHERE ${condition.sql} ORDER BY rowid LIMIT 1`).get(...condition.params) as Row | undefined;
    return row ? (JSON.parse(row.doc) as Doc) : null;
  }

  async get(id: string): Promise<Doc | null> {
    return this.read(id);
  }

  async upsert(doc: Doc): Promise<void> {
    this.write(doc, `INSERT INTO ${this.table} (_id, doc) VALUES (@id, jsonb(@doc)) ON CONFLICT (_id) DO UPDATE SET doc = excluded.doc`);
  }

  async replace(doc: Doc): Promise<boolean> {
    return this.write(doc, `UPDATE ${this.table} SET doc = jsonb(@doc) WHERE _id = @id`) > 0;
  }

  async delete(id: string): Promise<boolean> {
    return this.statement(`DELETE FROM ${this.table} WHERE _id = ?`).run(id).changes > 0;
  }

  /** `change` gets a document of its own, parsed from the row: nothing it does reaches the store but what it returns. */
  async modify(id: string, change: (current: Doc | null) => Doc | null | undefined): Promise<void> {
    const next = change(this.read(id));
    if (next === undefined) return;
    if (next === null) await this.delete(id);
    else if (next._id !== id) throw new TypeError(`${this.name}: modify(${id}) returned a document with another _id`);
    else await this.upsert(next);
  }

  async count(where: Where<Doc> = {}): Promise<number> {
    const condition = sqlWhere(where, this.listFields);
    return (this.statement(`SELECT count(*) AS n FROM ${this.table} WHERE ${condition.sql}`).get(...condition.params) as { n: number }).n;
  }

  async clear(): Promise<void> {
    this.statement(`DELETE FROM ${this.table}`).run();
  }

  private read(id: string): Doc | null {
    const row = this.statement(`SELECT json(doc) AS doc FROM ${this.table} WHERE _id = ?`).get(id) as Row | undefined;
    return row ? (JSON.parse(row.doc) as Doc) : null;
  }

  /** Writes the document as JSON (an `undefined` field is absent, as in memory), noting the fields that hold lists. */
  private write(doc: Doc, sql: string): number {
    if (typeof doc._id !== 'string') throw new TypeError(`${this.name}: _id must be a string`);
    for (const [field, value] of Object.entries(doc)) {
      if (Array.isArray(value) && !this.listFields.has(field)) {
        this.listFields.add(field);
        this.noteListField(field);
      }
    }
    try {
      return this.statement(sql).run({ id: doc._id, doc: JSON.stringify(doc) }).changes;
    } catch (error) {
      throw duplicateKey(error, this.name) ?? error;
    }
  }

  /** Statements prepared once per SQL text: a query's shape repeats, its values are parameters. */
  private statement(sql: string): Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      if (this.statements.size >= MAX_STATEMENTS) this.statements.clear();
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }
}

/** Enough for every shape a module asks; `in` lists of other lengths make new ones, so the cache is bounded. */
const MAX_STATEMENTS = 200;

/** SQLite names the index it refused (`<collection>/<fields>`, ensureIndex); the port reports the fields' part. */
function duplicateKey(error: unknown, collection: string): DuplicateKeyError | undefined {
  const e = error as { code?: string; message?: string };
  if (e?.code !== 'SQLITE_CONSTRAINT_UNIQUE') return undefined;
  const index = /index '(.*)'/.exec(e.message ?? '')?.[1] ?? 'unknown';
  return new DuplicateKeyError(collection, index.startsWith(`${collection}/`) ? index.slice(collection.length + 1) : index);
}

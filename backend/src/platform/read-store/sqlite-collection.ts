import type { Statement } from 'better-sqlite3';
import { Collection, Doc, DuplicateKeyError, Query, Where } from './read-store.port';
import type { SqliteDatabase } from '../sqlite/sqlite-database';
import { Sql, sqlOrder, sqlWhere } from './sqlite-query';

export const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** What a collection asks of its store: whether a transaction is open, and a field that started holding a list. */
export interface SqliteCollectionHost {
  readonly inTransaction: boolean;
  noteListField(collection: string, field: string): void;
}

interface Row {
  doc: string;
}

/**
 * One stored collection: a table of `_id` and the document as JSONB. While a transaction is open,
 * what `modify` reads and writes is held here as parsed documents and written once, when the store
 * commits or a query on this table needs the rows (write-behind): a burst's events on one service
 * each parsed and wrote again its insights document, which grows with its sign-ups (76 kB after a
 * thousand), so the burst cost the square of the sign-ups (decision 0096). A table with a unique
 * index writes through, so a clash is the failing event's, as the projector expects.
 */
export class SqliteCollection implements Collection<Doc> {
  private readonly table: string;
  private readonly upsertSql: string;
  private readonly statements = new Map<string, Statement>();
  /** Documents as the open transaction left them (null: none), parsed; `dirty` ones are not in the table yet. */
  private readonly held = new Map<string, Doc | null>();
  private readonly dirty = new Set<string>();
  /** Walks in stored order under way: the rowid each one's next page starts after, by query and rows given so far. */
  private readonly walks = new Map<string, number>();
  private unique: boolean;

  constructor(
    private readonly db: SqliteDatabase,
    private readonly name: string,
    private readonly listFields: Set<string>,
    private readonly host: SqliteCollectionHost,
  ) {
    this.table = quoted(name);
    this.upsertSql = `INSERT INTO ${this.table} (_id, doc) VALUES (@id, jsonb(@doc)) ON CONFLICT (_id) DO UPDATE SET doc = excluded.doc`;
    db.exec(`CREATE TABLE IF NOT EXISTS ${this.table} (_id TEXT PRIMARY KEY, doc BLOB NOT NULL)`);
    // origin 'c': an index CREATEd by ensureIndex, not the primary key's.
    const indexes = db.prepare<[], { unique: number; origin: string }>(`PRAGMA index_list(${this.table})`).all();
    this.unique = indexes.some((index) => index.unique === 1 && index.origin === 'c');
  }

  /** A unique index was declared: writes go through from now on (ensureIndex flushes first). */
  holdsUnique(): void {
    this.unique = true;
  }

  async find(query: Query<Doc> = {}): Promise<Doc[]> {
    this.flush();
    const where = sqlWhere(query.where, this.listFields);
    const limit = query.limit ? Math.floor(query.limit) : -1;
    const skip = Math.floor(query.skip ?? 0);
    if (Object.keys(query.sort ?? {}).length === 0 && (skip > 0 || limit > 0)) return this.pageInStoredOrder(where, skip, limit);
    const page = skip || limit > 0 ? ` LIMIT ${limit} OFFSET ${skip}` : '';
    const rows = this.statement(`SELECT json(doc) AS doc FROM ${this.table} WHERE ${where.sql} ORDER BY ${sqlOrder(query.sort, query.where)}${page}`).all(...where.params) as Row[];
    return rows.map((row) => JSON.parse(row.doc) as Doc);
  }

  /**
   * A page of a query in no order, which is the table's own (rowid): the page after one this collection
   * just gave goes on from that page's last rowid instead of stepping over every row before it again
   * (issue 40: walking the insights' 50,000 member rows of ~1 kB by OFFSET at ten times the club read
   * the table about 25 times over). Walking by `_id` instead was as fast with the file in the page cache
   * and many times slower without it (a row fetched per index entry, in no order on disk); the rowid
   * walk reads the table front to back. A row deleted meanwhile shifts no page, as it would by OFFSET.
   */
  private pageInStoredOrder(where: Sql, skip: number, limit: number): Doc[] {
    const shape = `${where.sql}|${JSON.stringify(where.params)}`;
    const after = skip > 0 ? this.walks.get(`${shape}|${skip}`) : undefined;
    const sql = after === undefined ? `${where.sql} ORDER BY rowid LIMIT ${limit} OFFSET ${skip}` : `(${where.sql}) AND rowid > ? ORDER BY rowid LIMIT ${limit}`;
    const params = after === undefined ? where.params : [...where.params, after];
    const rows = this.statement(`SELECT rowid AS at, json(doc) AS doc FROM ${this.table} WHERE ${sql}`).all(...params) as Array<Row & { at: number }>;
    if (after !== undefined) this.walks.delete(`${shape}|${skip}`);
    if (limit > 0 && rows.length === limit) {
      if (this.walks.size >= MAX_WALKS) this.walks.delete(this.walks.keys().next().value!);
      this.walks.set(`${shape}|${skip + rows.length}`, rows[rows.length - 1].at);
    }
    return rows.map((row) => JSON.parse(row.doc) as Doc);
  }

  async findOne(where: Where<Doc>): Promise<Doc | null> {
    this.flush();
    const condition = sqlWhere(where, this.listFields);
    const row = this.statement(`SELECT json(doc) AS doc FROM ${this.table} WHERE ${condition.sql} ORDER BY rowid LIMIT 1`).get(...condition.params) as Row | undefined;
    return row ? (JSON.parse(row.doc) as Doc) : null;
  }

  /** A document of the caller's own, parsed from the row (a held one is written first: readers may change theirs). */
  async get(id: string): Promise<Doc | null> {
    this.flushOne(id);
    return this.read(id);
  }

  async upsert(doc: Doc): Promise<void> {
    this.flushOne(doc._id);
    this.held.delete(doc._id);
    this.write(doc, this.upsertSql);
  }

  async replace(doc: Doc): Promise<boolean> {
    this.flushOne(doc._id);
    this.held.delete(doc._id);
    return this.write(doc, `UPDATE ${this.table} SET doc = jsonb(@doc) WHERE _id = @id`) > 0;
  }

  async delete(id: string): Promise<boolean> {
    this.flushOne(id);
    this.held.delete(id);
    return this.statement(`DELETE FROM ${this.table} WHERE _id = ?`).run(id).changes > 0;
  }

  /**
   * `change` gets the document as the open transaction left it (the one it returned last time, not a
   * copy: the projector's evolve is pure, as the port asks), else one parsed from the row; what it
   * returns is held until the commit, outside a transaction or with a unique index written at once.
   */
  async modify(id: string, change: (current: Doc | null) => Doc | null | undefined): Promise<void> {
    const holding = this.host.inTransaction && !this.unique;
    const current = this.held.has(id) ? this.held.get(id)! : this.read(id);
    if (holding) this.held.set(id, current);
    const next = change(current);
    if (next === undefined) return;
    if (next === null) await this.delete(id);
    else if (next._id !== id) throw new TypeError(`${this.name}: modify(${id}) returned a document with another _id`);
    else if (!holding) await this.upsert(next);
    else {
      this.noteLists(next);
      this.held.set(id, next);
      this.dirty.add(id);
      if (this.held.size > MAX_HELD) {
        this.flush();
        this.forget();
      }
    }
  }

  async count(where: Where<Doc> = {}): Promise<number> {
    this.flush();
    const condition = sqlWhere(where, this.listFields);
    return (this.statement(`SELECT count(*) AS n FROM ${this.table} WHERE ${condition.sql}`).get(...condition.params) as { n: number }).n;
  }

  async clear(): Promise<void> {
    this.forget();
    this.statement(`DELETE FROM ${this.table}`).run();
  }

  /** Writes the documents held and not yet in the table (before a query on it, and before the commit). */
  flush(): void {
    for (const id of this.dirty) this.flushOne(id);
  }

  /** The transaction ended: nothing is held past it (the next one reads the rows again). */
  forget(): void {
    this.held.clear();
    this.dirty.clear();
  }

  private flushOne(id: string): void {
    if (!this.dirty.delete(id)) return;
    this.write(this.held.get(id)!, this.upsertSql);
  }

  private read(id: string): Doc | null {
    const row = this.statement(`SELECT json(doc) AS doc FROM ${this.table} WHERE _id = ?`).get(id) as Row | undefined;
    return row ? (JSON.parse(row.doc) as Doc) : null;
  }

  /** Writes the document as JSON (an `undefined` field is absent, as in memory), noting the fields that hold lists. */
  private write(doc: Doc, sql: string): number {
    if (typeof doc._id !== 'string') throw new TypeError(`${this.name}: _id must be a string`);
    this.noteLists(doc);
    try {
      return this.statement(sql).run({ id: doc._id, doc: JSON.stringify(doc) }).changes;
    } catch (error) {
      throw duplicateKey(error, this.name) ?? error;
    }
  }

  /** A list field is looked into by queries (sqlite-query.ts): noted before a query can see the document. */
  private noteLists(doc: Doc): void {
    for (const [field, value] of Object.entries(doc)) {
      if (Array.isArray(value) && !this.listFields.has(field)) {
        this.listFields.add(field);
        this.host.noteListField(this.name, field);
      }
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

/** A transaction that runs long (a lane retrying its batch event by event) holds no more documents than this. */
const MAX_HELD = 10_000;

/** Walks in stored order remembered at once (a walk not gone on with is forgotten first). */
const MAX_WALKS = 32;

/** Enough for every shape a module asks; `in` lists of other lengths make new ones, so the cache is bounded. */
const MAX_STATEMENTS = 200;

/** SQLite names the index it refused (`<collection>/<fields>`, ensureIndex); the port reports the fields' part. */
export function duplicateKey(error: unknown, collection: string): DuplicateKeyError | undefined {
  const e = error as { code?: string; message?: string };
  if (e?.code !== 'SQLITE_CONSTRAINT_UNIQUE') return undefined;
  const index = /index '(.*)'/.exec(e.message ?? '')?.[1] ?? 'unknown';
  return new DuplicateKeyError(collection, index.startsWith(`${collection}/`) ? index.slice(collection.length + 1) : index);
}

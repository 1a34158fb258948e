import mongoose, { Connection, mongo } from 'mongoose';
import { Collection, Doc, DuplicateKeyError, IndexSpec, Query, ReadStore, Where } from './read-store.port';
import { mongoFilter } from './mongo-query';
import { indexName } from './unique-index';

/** Non-null BSON types: unique indexes skip documents with a missing or null key, like the memory store. */
const INDEXED_TYPES = ['string', 'number', 'bool', 'date', 'objectId', 'object', 'array', 'binData'];

/**
 * `undefined` must mean "absent" as it does in memory; the driver would otherwise store it as null.
 */
const WRITE_OPTIONS = { ignoreUndefined: true } as const;

/** Read models in MongoDB through the native driver of a mongoose connection. The store owns the connection. */
export class MongoReadStore extends ReadStore {
  constructor(private readonly connection: Connection) {
    super();
  }

  static async connect(url: string, options: { dbName?: string } = {}): Promise<MongoReadStore> {
    const connection = await mongoose.createConnection(url, { dbName: options.dbName }).asPromise();
    return new MongoReadStore(connection);
  }

  stored<T extends Doc = Doc>(name: string): Collection<T> {
    return new MongoDocCollection(this.db.collection(name)) as unknown as Collection<T>;
  }

  async drop(stored: string): Promise<void> {
    await this.db.dropCollection(stored).catch((error: { codeName?: string }) => {
      if (error?.codeName !== 'NamespaceNotFound') throw error;
    });
  }

  async ensureIndex(collection: string, index: IndexSpec): Promise<void> {
    const partialFilterExpression = index.unique
      ? Object.fromEntries(Object.keys(index.fields).map((field) => [field, { $type: INDEXED_TYPES }]))
      : undefined;
    try {
      await this.db.collection(collection).createIndex(index.fields as Record<string, 1 | -1>, {
        name: indexName(index.fields),
        unique: index.unique ?? false,
        ...(partialFilterExpression && { partialFilterExpression }),
      });
    } catch (error) {
      throw toDuplicateKeyError(error, collection) ?? error;
    }
  }

  async dropDatabase(): Promise<void> {
    await this.connection.dropDatabase();
  }

  async close(): Promise<void> {
    await this.connection.close();
  }

  private get db(): mongo.Db {
    const db = this.connection.db;
    if (!db) throw new Error('MongoReadStore: the connection is not open');
    return db;
  }
}

class MongoDocCollection implements Collection<Doc> {
  constructor(private readonly collection: mongo.Collection<Doc>) {}

  async find(query: Query<Doc> = {}): Promise<Doc[]> {
    let cursor = this.collection.find(mongoFilter(query.where));
    if (query.sort) cursor = cursor.sort(query.sort as Record<string, 1 | -1>);
    if (query.skip) cursor = cursor.skip(query.skip);
    if (query.limit) cursor = cursor.limit(query.limit);
    return (await cursor.toArray()) as Doc[];
  }

  async findOne(where: Where<Doc>): Promise<Doc | null> {
    return (await this.collection.findOne(mongoFilter(where))) as Doc | null;
  }

  async get(id: string): Promise<Doc | null> {
    return (await this.collection.findOne({ _id: id })) as Doc | null;
  }

  async upsert(doc: Doc): Promise<void> {
    await this.write(() => this.collection.replaceOne({ _id: doc._id }, doc, { ...WRITE_OPTIONS, upsert: true }));
  }

  async replace(doc: Doc): Promise<boolean> {
    const result = await this.write(() => this.collection.replaceOne({ _id: doc._id }, doc, WRITE_OPTIONS));
    return result.matchedCount > 0;
  }

  async delete(id: string): Promise<boolean> {
    return (await this.collection.deleteOne({ _id: id })).deletedCount > 0;
  }

  /** Read, then written again: a read model's documents are written by its projector alone, one event after another. */
  async modify(id: string, change: (current: Doc | null) => Doc | null | undefined): Promise<void> {
    const next = change(await this.get(id));
    if (next === undefined) return;
    if (next === null) await this.delete(id);
    else if (next._id !== id) throw new TypeError(`modify(${id}) returned a document with another _id`);
    else await this.upsert(next);
  }

  async count(where: Where<Doc> = {}): Promise<number> {
    return this.collection.countDocuments(mongoFilter(where));
  }

  async clear(): Promise<void> {
    await this.collection.deleteMany({});
  }

  private async write<R>(operation: () => Promise<R>): Promise<R> {
    try {
      return await operation();
    } catch (error) {
      // Two upserts of a new _id can race on the _id index; the second one then finds the document.
      if (isDuplicateOnId(error)) return operation();
      throw toDuplicateKeyError(error, this.collection.collectionName) ?? error;
    }
  }
}

interface MongoDuplicateKey {
  code?: number;
  keyPattern?: Record<string, 1 | -1>;
  message?: string;
}

function isDuplicateOnId(error: unknown): boolean {
  const e = error as MongoDuplicateKey;
  return e?.code === 11000 && e.keyPattern !== undefined && Object.keys(e.keyPattern).join() === '_id';
}

function toDuplicateKeyError(error: unknown, collection: string): DuplicateKeyError | undefined {
  const e = error as MongoDuplicateKey;
  if (e?.code !== 11000) return undefined;
  const index = e.keyPattern
    ? indexName(e.keyPattern)
    : (/index: (\S+)/.exec(e.message ?? '')?.[1] ?? 'unknown');
  return new DuplicateKeyError(collection, index);
}

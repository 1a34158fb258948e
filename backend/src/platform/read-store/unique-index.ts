import type { Doc, IndexSpec } from './read-store.port';

/** Mongo's default index name (`email_1`, `a_1_b_-1`), so both adapters report the same name. */
export function indexName(fields: IndexSpec['fields']): string {
  return Object.entries(fields)
    .map(([field, direction]) => `${field}_${direction}`)
    .join('_');
}

/**
 * A unique index over the memory store. A document whose index fields include a missing or null value
 * is left out of the index (a partial index, as the Mongo adapter declares it), so any number of such
 * documents may coexist. Values are compared as whole JSON values: an array is one key, not many.
 */
export class UniqueIndex {
  readonly name: string;
  private readonly paths: string[][];
  private readonly owners = new Map<string, string>();

  constructor(fields: IndexSpec['fields']) {
    this.name = indexName(fields);
    this.paths = Object.keys(fields).map((field) => field.split('.'));
  }

  /** The `_id` of another document that already holds this document's key, if any. */
  clashWith(doc: Doc): string | undefined {
    const key = this.keyOf(doc);
    if (key === undefined) return undefined;
    const owner = this.owners.get(key);
    return owner !== undefined && owner !== doc._id ? owner : undefined;
  }

  add(doc: Doc): void {
    const key = this.keyOf(doc);
    if (key !== undefined) this.owners.set(key, doc._id);
  }

  remove(doc: Doc): void {
    const key = this.keyOf(doc);
    if (key !== undefined && this.owners.get(key) === doc._id) this.owners.delete(key);
  }

  clear(): void {
    this.owners.clear();
  }

  private keyOf(doc: Doc): string | undefined {
    const values: unknown[] = [];
    for (const path of this.paths) {
      const value = valueAt(doc, path);
      if (value === undefined || value === null) return undefined;
      values.push(value);
    }
    return JSON.stringify(values);
  }
}

function valueAt(doc: unknown, path: string[]): unknown {
  let value = doc;
  for (const part of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

import type { Doc } from './read-store.port';
import { conditionsOf, operatorOf, Sort, Where } from './query';

/** A piece of SQL and the values its `?` stand for, in order. */
export interface Sql {
  sql: string;
  params: unknown[];
}

/** The SQL path of a document's field: `city.zip` of an index is a path, a query's field is one key. */
export function jsonPath(parts: readonly string[]): string {
  return `'$${parts.map((part) => `."${part.replace(/"/g, '\\"')}"`).join('').replace(/'/g, "''")}'`;
}

/** The field's value as SQL sees it; written alike in indexes and queries, so SQLite's planner matches them. */
export const valueOf = (path: string) => `json_extract(doc, ${path})`;
const typeOf = (path: string) => `json_type(doc, ${path})`;

/** better-sqlite3 binds no booleans: a JSON true or false is 1 or 0 to SQL, told apart by its type. */
const bindable = (value: unknown) => (typeof value === 'boolean' ? Number(value) : value);

/**
 * The list of an `in`, as SQL: a few values as parameters, a long one as one JSON parameter SQLite reads
 * back (json_each), so no list meets SQLite's limit on parameters and its statement is prepared once.
 */
function listOf(values: readonly unknown[]): Sql {
  if (values.length <= SHORT_LIST) return { sql: `(${values.map(() => '?').join(',')})`, params: [...values] };
  return { sql: '(SELECT value FROM json_each(?))', params: [JSON.stringify(values)] };
}

const SHORT_LIST = 16;

/** The JSON types a value of this kind is stored as (json_type, json_each's `type`). */
function typesOf(value: unknown): string {
  if (typeof value === 'string') return "('text')";
  if (typeof value === 'number') return "('integer','real')";
  if (value === true) return "('true')";
  if (value === false) return "('false')";
  return "('null')";
}

/**
 * The query vocabulary (query.ts) in SQLite over documents stored as JSON, with memory-query.ts's
 * meaning (MongoDB's): null matches a missing field, `ne` matches one, ranges compare numbers with
 * numbers and strings with strings only (by UTF-8 bytes, as MongoDB does), a list field equals a value
 * it holds, `contains` is a literal, case-sensitive text (instr). `listFields` are the fields that have held a list in this collection: only those are looked
 * into, so an equality on any other field is one index lookup.
 */
export function sqlWhere(where: Where<Doc> | undefined, listFields: ReadonlySet<string>): Sql {
  const parts: Sql[] = conditionsOf(where).map(([field, condition]) => sqlCondition(field, condition, listFields.has(field)));
  if (where?.anyOf) {
    const alternatives = where.anyOf.map((alternative) => sqlWhere(alternative, listFields));
    parts.push(alternatives.length === 0 ? { sql: '0', params: [] } : join(alternatives, ' OR '));
  }
  for (const each of where?.allOf ?? []) parts.push(sqlWhere(each, listFields));
  return parts.length === 0 ? { sql: '1', params: [] } : join(parts, ' AND ');
}

function join(parts: Sql[], operator: string): Sql {
  return { sql: parts.map((part) => `(${part.sql})`).join(operator), params: parts.flatMap((part) => part.params) };
}

function sqlCondition(field: string, condition: unknown, holdsLists: boolean): Sql {
  if (field === '_id') return idCondition(condition);
  const path = jsonPath([field]);
  switch (operatorOf(condition)) {
    case 'eq':
      return equality(path, [condition], holdsLists);
    case 'in':
      return equality(path, (condition as { in: readonly unknown[] }).in, holdsLists);
    case 'ne': {
      const equal = equality(path, [(condition as { ne: unknown }).ne], holdsLists);
      return { sql: `NOT IFNULL(${equal.sql}, 0)`, params: equal.params };
    }
    case 'has':
      return listHolds(path, [(condition as { has: unknown }).has]);
    case 'contains': {
      const text = (condition as { contains: string }).contains;
      const inString: Sql = { sql: `${typeOf(path)} = 'text' AND instr(${valueOf(path)}, ?) > 0`, params: [text] };
      if (!holdsLists) return inString;
      const inList: Sql = { sql: `${typeOf(path)} = 'array' AND EXISTS (SELECT 1 FROM json_each(doc, ${path}) WHERE type = 'text' AND instr(value, ?) > 0)`, params: [text] };
      return join([inString, inList], ' OR ');
    }
    case 'range': {
      const bounds = Object.entries(condition as Record<string, string | number>);
      return join(
        bounds.map(([bound, limit]) => ({ sql: `${valueOf(path)} ${RANGE_OPERATORS[bound]} ? AND ${typeOf(path)} IN ${typesOf(limit)}`, params: [limit] })),
        ' AND ',
      );
    }
  }
}

const RANGE_OPERATORS: Record<string, string> = { gt: '>', gte: '>=', lt: '<', lte: '<=' };

/** `_id` is a column of its own, always a string. */
function idCondition(condition: unknown): Sql {
  const strings = (values: readonly unknown[]) => values.filter((value): value is string => typeof value === 'string');
  switch (operatorOf(condition)) {
    case 'eq':
      return typeof condition === 'string' ? { sql: '_id = ?', params: [condition] } : { sql: '0', params: [] };
    case 'in': {
      const ids = strings((condition as { in: readonly unknown[] }).in);
      if (ids.length === 0) return { sql: '0', params: [] };
      const list = listOf(ids);
      return { sql: `_id IN ${list.sql}`, params: list.params };
    }
    case 'ne': {
      const value = (condition as { ne: unknown }).ne;
      return typeof value === 'string' ? { sql: '_id <> ?', params: [value] } : { sql: '1', params: [] };
    }
    case 'has':
      return { sql: '0', params: [] };
    case 'contains':
      return { sql: 'instr(_id, ?) > 0', params: [(condition as { contains: string }).contains] };
    case 'range': {
      const bounds = Object.entries(condition as Record<string, string | number>);
      if (bounds.some(([, limit]) => typeof limit !== 'string')) return { sql: '0', params: [] };
      return { sql: bounds.map(([bound]) => `_id ${RANGE_OPERATORS[bound]} ?`).join(' AND '), params: bounds.map(([, limit]) => limit) };
    }
  }
}

/** Equal to one of `values` (null: missing too), or, in a field that holds lists, a list holding one. */
function equality(path: string, values: readonly unknown[], holdsLists: boolean): Sql {
  const alternatives: Sql[] = [];
  for (const types of ["('text')", "('integer','real')"]) {
    const same = values.filter((value) => value !== null && typeof value !== 'boolean' && typesOf(value) === types);
    if (same.length === 0) continue;
    const list = listOf(same);
    alternatives.push({ sql: `${valueOf(path)} IN ${list.sql} AND ${typeOf(path)} IN ${types}`, params: list.params });
  }
  for (const flag of [true, false]) if (values.includes(flag)) alternatives.push({ sql: `${typeOf(path)} = '${flag}'`, params: [] });
  if (values.includes(null)) alternatives.push({ sql: `${valueOf(path)} IS NULL`, params: [] });
  if (holdsLists) {
    const held = listHolds(path, values);
    if (held.sql !== '0') alternatives.push(held);
  }
  return alternatives.length === 0 ? { sql: '0', params: [] } : join(alternatives, ' OR ');
}

/** The field is a list holding one of `values`. */
function listHolds(path: string, values: readonly unknown[]): Sql {
  if (values.length === 0) return { sql: '0', params: [] };
  const elements = join(
    values.map((value) => (value === null ? { sql: "type = 'null'", params: [] } : { sql: `value = ? AND type IN ${typesOf(value)}`, params: [bindable(value)] })),
    ' OR ',
  );
  return { sql: `${typeOf(path)} = 'array' AND EXISTS (SELECT 1 FROM json_each(doc, ${path}) WHERE ${elements.sql})`, params: elements.params };
}

/**
 * MongoDB's order across the types a read model holds (missing and null, numbers, strings, lists and
 * objects, booleans). Ties go by `_id`, as the memory store's ordered indexes break them (so a page is
 * the same slice in both); unsorted, rows come in insertion order (`rowid`: an upsert keeps a row's),
 * as the memory store's map gives them.
 */
export function sqlOrder(sort: Sort<Doc> | undefined): string {
  const keys = Object.entries(sort ?? {}) as Array<[string, 1 | -1]>;
  const terms = keys.flatMap(([field, direction]) => {
    const order = direction === -1 ? 'DESC' : 'ASC';
    if (field === '_id') return [`_id ${order}`];
    const path = jsonPath([field]);
    const type = typeOf(path);
    return [
      `CASE ${type} WHEN 'integer' THEN 1 WHEN 'real' THEN 1 WHEN 'text' THEN 2 WHEN 'array' THEN 3 WHEN 'object' THEN 3 WHEN 'true' THEN 4 WHEN 'false' THEN 4 ELSE 0 END ${order}`,
      `CASE WHEN ${type} IN ('array','object') THEN NULL ELSE ${valueOf(path)} END ${order}`,
    ];
  });
  return [...terms, terms.length > 0 ? '_id' : 'rowid'].join(', ');
}

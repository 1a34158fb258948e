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

/**
 * A field as SQL compares it: its rank in MongoDB's order across types (missing and null 0, numbers 1,
 * strings 2, lists and objects 3, booleans 4), then its value. Indexes hold the same two expressions
 * (sqliteIndexColumns), so SQLite's planner answers an equality, a range or a sort from them: a
 * condition names the rank its value has (a range on strings is `rank = 2 AND value >= ?`), which
 * also keeps types apart (1, '1' and true differ).
 */
const rankOf = (path: string) =>
  `(CASE json_type(doc, ${path}) WHEN 'integer' THEN 1 WHEN 'real' THEN 1 WHEN 'text' THEN 2 WHEN 'array' THEN 3 WHEN 'object' THEN 3 WHEN 'true' THEN 4 WHEN 'false' THEN 4 ELSE 0 END)`;
const valueOf = (path: string) => `json_extract(doc, ${path})`;
const typeOf = (path: string) => `json_type(doc, ${path})`;

/** The rank of a value a query compares with (rankOf). */
function rankOfValue(value: unknown): number {
  if (value === null || value === undefined) return 0;
  if (typeof value === 'number') return 1;
  if (typeof value === 'string') return 2;
  if (typeof value === 'boolean') return 4;
  return 3;
}

/** An index's columns for these fields (a dotted field is a path), in the order queries and sorts name them. */
export function sqliteIndexColumns(fields: Record<string, 1 | -1 | undefined>): string {
  return Object.entries(fields)
    .flatMap(([field, direction]) => {
      const path = jsonPath(field.split('.'));
      const order = direction === -1 ? 'DESC' : 'ASC';
      return [`${rankOf(path)} ${order}`, `${valueOf(path)} ${order}`];
    })
    .join(', ');
}

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
        bounds.map(([bound, limit]) => ({ sql: `${rankOf(path)} = ${rankOfValue(limit)} AND ${valueOf(path)} ${RANGE_OPERATORS[bound]} ?`, params: [limit] })),
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
  for (const rank of [1, 2, 4]) {
    const same = values.filter((value) => value !== null && rankOfValue(value) === rank).map(bindable);
    if (same.length === 0) continue;
    const distinct = [...new Set(same)];
    // One value is an equality: SQLite takes an index's order after `=`, not after `IN`.
    const list = distinct.length === 1 ? { sql: '= ?', params: distinct } : (({ sql, params }) => ({ sql: `IN ${sql}`, params }))(listOf(distinct));
    alternatives.push({ sql: `${rankOf(path)} = ${rank} AND ${valueOf(path)} ${list.sql}`, params: list.params });
  }
  if (values.includes(null)) alternatives.push({ sql: `${rankOf(path)} = 0`, params: [] });
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
 * MongoDB's order across the types a read model holds (rankOf), then the values (lists and objects,
 * which memory leaves as they come, by their JSON text). Ties go by `_id`, as the memory store's ordered
 * indexes break them (so a page is the same slice in both); unsorted, rows come in insertion order
 * (`rowid`: an upsert keeps a row's), as the memory store's map gives them.
 */
export function sqlOrder(sort: Sort<Doc> | undefined, where?: Where<Doc>): string {
  const keys = Object.entries(sort ?? {}) as Array<[string, 1 | -1]>;
  if (keys.length === 0) return 'rowid';
  const pinned = pinnedRanks(where);
  const terms = keys.map(([field, direction]) => {
    const order = direction === -1 ? 'DESC' : 'ASC';
    if (field === '_id') return `_id ${order}`;
    const path = jsonPath([field]);
    // A rank the condition pins is the same in every row: named, it keeps SQLite from walking an
    // index in its order (an equality on an expression column is not taken as sorted).
    return pinned.has(field) ? `${valueOf(path)} ${order}` : `${rankOf(path)} ${order}, ${valueOf(path)} ${order}`;
  });
  // `_id` is a column of its own, unique: the terms after it never matter. Ties go by `_id` in the
  // direction of the sort's last field, so that SQLite walks a declared index (which ends in `_id` in
  // its last field's direction) forwards or backwards for the whole order.
  const tieBreak = `_id ${keys[keys.length - 1][1] === -1 ? 'DESC' : 'ASC'}`;
  return (keys.some(([field]) => field === '_id') ? terms : [...terms, tieBreak]).join(', ');
}

/** The fields whose rank a `where` fixes for every row it matches: an equality on a value, a range, an `in` of one rank. */
function pinnedRanks(where: Where<Doc> | undefined): Set<string> {
  const pinned = new Set<string>();
  for (const [field, condition] of conditionsOf(where)) {
    const operator = operatorOf(condition);
    if (operator === 'eq' && condition !== null) pinned.add(field);
    if (operator === 'range') pinned.add(field);
    if (operator === 'in') {
      const ranks = new Set((condition as { in: readonly unknown[] }).in.map(rankOfValue));
      if (ranks.size === 1) pinned.add(field);
    }
  }
  return pinned;
}

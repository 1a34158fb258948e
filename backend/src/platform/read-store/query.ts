import type { Doc } from './read-store.port';

/** The values a query compares: a read model is JSON, and only its leaves are compared. */
export type Scalar = string | number | boolean | null;

type ElementOf<V> = V extends readonly (infer E)[] ? E : never;
type Ordered<V> = Extract<V, string | number>;

/**
 * What a query may ask of one field:
 * - a value: equal to it (null also matches a missing field);
 * - `{ in: [...] }`: equal to one of them; `{ ne: v }`: anything else, a missing field included;
 * - `{ gt, gte, lt, lte }` (any of them): within the range, compared as numbers or as strings (by code
 *   unit), never across the two;
 * - `{ has: v }` for a list: holds v;
 * - `{ contains: text }` for a string: holds that text (case as given: search a field kept folded, e.g.
 *   shared/search-text.ts); for a list: one of its strings does.
 */
export type Condition<V> =
  | Extract<V, Scalar>
  | { in: readonly Extract<V, Scalar>[] }
  | { ne: Extract<V, Scalar> }
  | { gt?: Ordered<V>; gte?: Ordered<V>; lt?: Ordered<V>; lte?: Ordered<V> }
  | { has: Extract<ElementOf<V>, Scalar> }
  | { contains: string };

/** A document type's own fields, without the `[key: string]: unknown` every document allows. */
export type Field<T> = keyof { [K in keyof T as string extends K ? never : number extends K ? never : K]: true } & string;

/**
 * Every field's condition holds, one of `anyOf` when given, and each of `allOf` (several conditions on
 * one field: every word of a search).
 */
export type Where<T extends Doc> = { [K in Field<T>]?: Condition<T[K]> } & { anyOf?: readonly Where<T>[]; allOf?: readonly Where<T>[] };

/** Fields in order of precedence, each ascending (1) or descending (-1); a missing field sorts first. */
export type Sort<T extends Doc> = { [K in Field<T>]?: 1 | -1 };

export interface Query<T extends Doc> {
  where?: Where<T>;
  sort?: Sort<T>;
  skip?: number;
  limit?: number;
  /**
   * The caller only reads the documents, never changes them: an adapter may hand out what it holds,
   * frozen, instead of a copy (memory: a walk over every service's days at ten times the club spent
   * most of its time and its collections copying them, issue 40). SQL and MongoDB build fresh ones anyway.
   */
  readOnly?: boolean;
}

/** The operator a condition object names; a scalar is an equality. */
export type Operator = 'eq' | 'in' | 'ne' | 'range' | 'has' | 'contains';

export function operatorOf(condition: unknown): Operator {
  if (condition === null || typeof condition !== 'object') return 'eq';
  if ('in' in condition) return 'in';
  if ('ne' in condition) return 'ne';
  if ('has' in condition) return 'has';
  if ('contains' in condition) return 'contains';
  const keys = Object.keys(condition);
  if (keys.length > 0 && keys.every((key) => RANGE_KEYS.includes(key))) return 'range';
  throw new TypeError(`Not a read-store condition: ${JSON.stringify(condition)}`);
}

export const RANGE_KEYS = ['gt', 'gte', 'lt', 'lte'];

/** The fields a `where` names, `anyOf` and `allOf` apart. */
export function conditionsOf(where: Where<Doc> | undefined): Array<[string, unknown]> {
  return Object.entries(where ?? {}).filter(([field, condition]) => field !== 'anyOf' && field !== 'allOf' && condition !== undefined);
}

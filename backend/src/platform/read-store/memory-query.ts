import type { Doc } from './read-store.port';
import { conditionsOf, operatorOf, Query, Sort, Where } from './query';

/**
 * The query vocabulary (query.ts) run over documents in memory, with MongoDB's meaning so that both
 * adapters answer alike (read-store.adapter-suite): null matches a missing field, `ne` matches one,
 * ranges compare numbers with numbers and strings with strings only, a missing field sorts first.
 */
export function matcher<T extends Doc>(where: Where<T> | undefined): (doc: T) => boolean {
  const tests = conditionsOf(where as Where<Doc>).map(([field, condition]) => fieldTest(field, condition));
  const alternatives = where?.anyOf?.map((alternative) => matcher(alternative));
  const all = where?.allOf?.map((each) => matcher(each)) ?? [];
  return (doc) =>
    tests.every((test) => test(doc)) && (!alternatives || alternatives.some((test) => test(doc))) && all.every((test) => test(doc));
}

function fieldTest(field: string, condition: unknown): (doc: Doc) => boolean {
  switch (operatorOf(condition)) {
    case 'eq':
      return (doc) => equals(doc[field], condition);
    case 'in': {
      // A set, not a scan of the list per document: members × ids was 38 of the 42 s of a popular
      // service's admin view at ten times the club's size (findings/club-size-profiles §2).
      const values = new Set((condition as { in: readonly unknown[] }).in);
      const nullMatchesMissing = values.has(null);
      return (doc) => {
        const held = doc[field];
        if (Array.isArray(held)) return held.some((each) => values.has(each));
        return held === null || held === undefined ? nullMatchesMissing : values.has(held);
      };
    }
    case 'ne': {
      const value = (condition as { ne: unknown }).ne;
      return (doc) => !equals(doc[field], value);
    }
    case 'has': {
      const value = (condition as { has: unknown }).has;
      return (doc) => {
        const held = doc[field];
        return Array.isArray(held) && held.includes(value);
      };
    }
    case 'contains': {
      const text = (condition as { contains: string }).contains;
      const holds = (held: unknown) => typeof held === 'string' && held.includes(text);
      return (doc) => {
        const held = doc[field];
        return Array.isArray(held) ? held.some(holds) : holds(held);
      };
    }
    case 'range': {
      const bounds = Object.entries(condition as Record<string, string | number>);
      return (doc) => {
        const held = doc[field];
        return bounds.every(([bound, limit]) => typeof held === typeof limit && inRange(bound, held as string | number, limit));
      };
    }
  }
}

/** A list field equals a value it holds, as in MongoDB; null stands for missing too. */
function equals(held: unknown, value: unknown): boolean {
  if (value === null) return held === null || held === undefined;
  if (Array.isArray(held)) return held.includes(value);
  return held === value;
}

function inRange(bound: string, held: string | number, limit: string | number): boolean {
  if (bound === 'gt') return held > limit;
  if (bound === 'gte') return held >= limit;
  if (bound === 'lt') return held < limit;
  return held <= limit;
}

/** MongoDB's order across the types a read model holds: missing and null, numbers, strings, booleans. */
function rank(value: unknown): number {
  if (value === null || value === undefined) return 0;
  if (typeof value === 'number') return 1;
  if (typeof value === 'string') return 2;
  if (typeof value === 'boolean') return 4;
  return 3;
}

/** Two values in that order: negative, 0 or positive. */
export function compareValues(a: unknown, b: unknown): number {
  const ranks = rank(a) - rank(b);
  if (ranks !== 0) return ranks;
  if (a === b || rank(a) === 0) return 0;
  if (typeof a === 'object') return 0;
  return (a as number) < (b as number) ? -1 : 1;
}

export function comparator<T extends Doc>(sort: Sort<T>): (a: T, b: T) => number {
  const keys = Object.entries(sort) as Array<[string, 1 | -1]>;
  return (a, b) => {
    for (const [field, direction] of keys) {
      const order = compareValues(a[field], b[field]);
      if (order !== 0) return order * direction;
    }
    return 0;
  };
}

/** The documents a query answers, in order and paged; `docs` is not changed. */
export function run<T extends Doc>(docs: Iterable<T>, query: Query<T>): T[] {
  const matches = matcher(query.where);
  let found: T[] = [];
  for (const doc of docs) if (matches(doc)) found.push(doc);
  if (query.sort) found.sort(comparator(query.sort));
  if (query.skip || query.limit) found = found.slice(query.skip ?? 0, query.limit ? (query.skip ?? 0) + query.limit : undefined);
  return found;
}

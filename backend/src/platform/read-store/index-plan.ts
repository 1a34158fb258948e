import type { Doc } from './read-store.port';
import { conditionsOf, operatorOf, Sort, Where } from './query';
import { Bound, OrderedIndex, Slice } from './ordered-index';

/** Where a query's documents come from in memory: an index's slices instead of every document. */
export interface IndexPlan {
  /** The documents that may match (the query's `where` still has to be tested on them). */
  docs: Iterable<Doc>;
  /** How many `docs` holds. */
  size: number;
  /** `docs` come in the query's sort order: a page stops at its last row. */
  sorted: boolean;
  /** Every one of `docs` matches (the slice is the whole `where`): a count needs no test. */
  exact: boolean;
}

/**
 * The cheapest index to answer a query with: the one whose slices on its first field hold the fewest
 * documents, or a walk in the sort's order when nothing narrows more. Null: no index helps, scan.
 */
export function planWith(indexes: readonly OrderedIndex[], where: Where<Doc> | undefined, sort: Sort<Doc> | undefined, wanted?: number): IndexPlan | null {
  const conditions = new Map(conditionsOf(where));
  const nothingElse = !where?.anyOf && !where?.allOf;
  let best: IndexPlan | null = null;
  let walk: IndexPlan | null = null;
  for (const index of indexes) {
    if (!index.usable) continue;
    const narrowed = narrow(index, conditions);
    const order = sort ? index.walkFor(sort as Record<string, 1 | -1>, narrowed?.equal ?? 0) : null;
    const slices = narrowed?.slices ?? (order ? [index.all()] : null);
    if (!slices) continue;
    const size = slices.reduce((sum, slice) => sum + index.count(slice), 0);
    const sorted = order !== null && slices.length === 1;
    const candidate: IndexPlan = {
      docs: walkAll(index, slices, order === 'backwards'),
      size,
      sorted,
      exact: nothingElse && narrowed !== null && narrowed.exact && narrowed.fields === conditions.size,
    };
    if (!best || size < best.size || (size === best.size && sorted && !best.sorted)) best = candidate;
    if (sorted && (!walk || size < walk.size)) walk = candidate;
  }
  const either = eitherOf(indexes, where);
  if (either && (!best || either.size < best.size)) best = either;
  return walk && best && wanted !== undefined && walks(walk, best, wanted) ? walk : best;
}

/**
 * Whether a page is cheaper walked in its order than sorted from the narrowest slice: a walk meets the
 * narrowest slice's documents at its rate, so it tests about `wanted × walk / narrowest` documents
 * before the page is full (one admin's rows among the trail: a few hundred, not a sort of 100,000).
 */
function walks(walk: IndexPlan, narrowest: IndexPlan, wanted: number): boolean {
  if (walk === narrowest) return true;
  return (wanted * walk.size) / Math.max(narrowest.size, 1) < 2 * narrowest.size;
}

/** `anyOf` whose every alternative an index narrows: the union of their slices (the trail of one record, as target or member). */
function eitherOf(indexes: readonly OrderedIndex[], where: Where<Doc> | undefined): IndexPlan | null {
  const plans = where?.anyOf?.map((alternative) => planWith(indexes, alternative, undefined));
  if (!plans || plans.length === 0 || plans.some((plan) => plan === null)) return null;
  const each = plans as IndexPlan[];
  return { docs: union(each), size: each.reduce((sum, plan) => sum + plan.size, 0), sorted: false, exact: false };
}

function* union(plans: IndexPlan[]): Generator<Doc> {
  const seen = new Set<string>();
  for (const plan of plans) {
    for (const doc of plan.docs) {
      if (seen.has(doc._id)) continue;
      seen.add(doc._id);
      yield doc;
    }
  }
}

function* walkAll(index: OrderedIndex, slices: Slice[], backwards: boolean): Generator<Doc> {
  for (const slice of slices) yield* index.walk(slice, backwards);
}

/**
 * The index's slices the conditions select: equalities on its first fields, then a range, an equality
 * or (on the first field only) `in` on the next; null when the first field has none of them.
 * `fields` counts the conditions the slices stand for, `equal` the fields held equal before the last.
 */
function narrow(index: OrderedIndex, conditions: Map<string, unknown>): { slices: Slice[]; equal: number; fields: number; exact: boolean } | null {
  const prefix: unknown[] = [];
  for (const [field] of index.fields) {
    const condition = conditions.get(field);
    if (condition === undefined) break;
    const operator = operatorOf(condition);
    if (operator === 'eq') {
      prefix.push(condition);
      continue;
    }
    if (operator === 'in' && prefix.length === 0) {
      const values = [...new Set((condition as { in: readonly unknown[] }).in)];
      return { slices: values.map((value) => index.slice([value])), equal: 0, fields: 1, exact: true };
    }
    if (operator === 'range') {
      const { gt, gte, lt, lte } = condition as Record<string, unknown>;
      const lower: Bound | undefined = gte !== undefined ? { value: gte, inclusive: true } : gt !== undefined ? { value: gt, inclusive: false } : undefined;
      const upper: Bound | undefined = lte !== undefined ? { value: lte, inclusive: true } : lt !== undefined ? { value: lt, inclusive: false } : undefined;
      return { slices: [index.slice(prefix, lower, upper)], equal: prefix.length, fields: prefix.length + 1, exact: exactly(condition) };
    }
    break;
  }
  if (prefix.length === 0) return null;
  return { slices: [index.slice(prefix)], equal: prefix.length, fields: prefix.length, exact: true };
}

/**
 * Whether a range's slice holds only matches: when bounded on both sides by values of one type (a range compares strings with strings only, and the index orders every type).
 */
function exactly(condition: unknown): boolean {
  const { gt, gte, lt, lte } = condition as Record<string, unknown>;
  const lower = gte ?? gt;
  const upper = lte ?? lt;
  if ([gt, gte, lt, lte].filter((bound) => bound !== undefined).length !== 2) return false;
  return lower !== undefined && upper !== undefined && typeof lower === typeof upper;
}

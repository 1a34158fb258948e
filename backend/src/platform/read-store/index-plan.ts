import type { Doc } from './read-store.port';
import { conditionsOf, operatorOf, Sort, Where } from './query';
import { OrderedIndex, Slice } from './ordered-index';

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

type Bound = { value: unknown; inclusive: boolean };

/**
 * The cheapest index to answer a query with: the one whose slices on its first field hold the fewest
 * documents, or a walk in the sort's order when nothing narrows more. Null: no index helps, scan.
 */
export function planWith(indexes: readonly OrderedIndex[], where: Where<Doc> | undefined, sort: Sort<Doc> | undefined): IndexPlan | null {
  const conditions = conditionsOf(where);
  const only = conditions.length === 1 && !where?.anyOf && !where?.allOf;
  let best: IndexPlan | null = null;
  for (const index of indexes) {
    if (!index.usable) continue;
    const condition = conditions.find(([field]) => field === index.first)?.[1];
    const walk = sort ? index.walkFor(sort as Record<string, 1 | -1>) : null;
    const slices = condition === undefined ? (walk ? [index.all()] : null) : slicesOf(index, condition);
    if (!slices) continue;
    const size = slices.reduce((sum, slice) => sum + index.count(slice), 0);
    const sorted = walk !== null && slices.length === 1;
    const candidate: IndexPlan = {
      docs: walkAll(index, slices, walk === 'backwards'),
      size,
      sorted,
      exact: only && condition !== undefined && exactly(condition),
    };
    if (!best || size < best.size || (size === best.size && sorted && !best.sorted)) best = candidate;
  }
  return best;
}

function* walkAll(index: OrderedIndex, slices: Slice[], backwards: boolean): Generator<Doc> {
  for (const slice of slices) yield* index.walk(slice, backwards);
}

/** The index's slices a condition on its first field selects; null when the index cannot narrow it. */
function slicesOf(index: OrderedIndex, condition: unknown): Slice[] | null {
  switch (operatorOf(condition)) {
    case 'eq':
      return [index.slice({ value: condition, inclusive: true }, { value: condition, inclusive: true })];
    case 'in': {
      const values = [...new Set((condition as { in: readonly unknown[] }).in)];
      return values.map((value) => index.slice({ value, inclusive: true }, { value, inclusive: true }));
    }
    case 'range': {
      const { gt, gte, lt, lte } = condition as Record<string, unknown>;
      const lower: Bound | undefined = gte !== undefined ? { value: gte, inclusive: true } : gt !== undefined ? { value: gt, inclusive: false } : undefined;
      const upper: Bound | undefined = lte !== undefined ? { value: lte, inclusive: true } : lt !== undefined ? { value: lt, inclusive: false } : undefined;
      return [index.slice(lower, upper)];
    }
    default:
      return null;
  }
}

/**
 * Whether the slices hold only matches: an equality or `in` always does; a range when bounded on both
 * sides by values of one type (a range compares strings with strings only, and the index orders every type).
 */
function exactly(condition: unknown): boolean {
  const operator = operatorOf(condition);
  if (operator === 'eq' || operator === 'in') return true;
  if (operator !== 'range') return false;
  const { gt, gte, lt, lte } = condition as Record<string, unknown>;
  const lower = gte ?? gt;
  const upper = lte ?? lt;
  if ([gt, gte, lt, lte].filter((bound) => bound !== undefined).length !== 2) return false;
  return lower !== undefined && upper !== undefined && typeof lower === typeof upper;
}

import type { Collection, Doc, Query, Sort, Where } from './read-store.port';
import { SLICE_BUDGET_MS, yieldToLoop } from '../../shared/sliced';

/** The first part's size: a page of a few rows is read at once. */
const FIRST_PART = 100;

/**
 * One page of a query (its `skip` and `limit`: a screen's page, or the SPEC's 2,000 rows) read in parts
 * with a turn of the loop between them (issue 40 §1): 2,000 members copied out of the store at once
 * held every other request ~30 ms at the club's size. Each part is sized to what the last one cost,
 * as `pagesOf` does, and asked with the query's sort, so the store walks the index declared for it.
 * A query without a limit is read at once, as before.
 */
export async function findInSlices<T extends Doc>(collection: Collection<T>, query: Query<T>): Promise<T[]> {
  const { skip = 0, limit } = query;
  if (!limit || limit <= FIRST_PART) return collection.find(query);
  const found: T[] = [];
  let size = FIRST_PART;
  while (found.length < limit) {
    const asked = Math.min(size, limit - found.length);
    const started = performance.now();
    const part = await collection.find({ ...query, skip: skip + found.length, limit: asked });
    const tookMs = performance.now() - started;
    for (const doc of part) found.push(doc);
    if (part.length < asked) break;
    if (tookMs > SLICE_BUDGET_MS) size = Math.max(1, Math.floor((size * SLICE_BUDGET_MS) / tookMs));
    else if (tookMs < SLICE_BUDGET_MS / 2) size *= 2;
    await yieldToLoop();
  }
  return found;
}

/** Rows counted at once by `countInSlices`: a few milliseconds of walking an index. */
const COUNT_STEP = 10_000;

type Bound = { lt: unknown } | { lte: unknown } | Record<string, never>;

/**
 * `collection.count(where)` in steps of about `step` rows with a turn of the loop between (issue 40 §1):
 * the trail since 2016 at ten times the club is ~300,000 rows, one count of them held every other
 * request ~150 ms. It walks `sort`'s first field from the top (as the index declared for `sort` gives
 * it): the value `step` rows down is found, the rows above it counted, and the walk goes on from there.
 * `where` may hold that field to a range (`gte`/`gt` below, `lte`/`lt` above), nothing else.
 */
export async function countInSlices<T extends Doc>(collection: Collection<T>, where: Where<T>, sort: Sort<T>, step = COUNT_STEP): Promise<number> {
  const [[field, direction]] = Object.entries(sort) as Array<[string, 1 | -1]>;
  const held = (where[field as keyof Where<T>] ?? {}) as Record<string, unknown>;
  // The walk goes from the top value down whatever the sort's direction: the sort is only asked so
  // that the store walks the index declared for it (reversed for an ascending one).
  const downwards = (direction === -1 ? sort : Object.fromEntries((Object.entries(sort) as Array<[string, 1 | -1]>).map(([name, d]) => [name, -d]))) as Sort<T>;
  const lower = Object.fromEntries(Object.entries(held).filter(([op]) => op === 'gte' || op === 'gt'));
  let upper: Bound = 'lt' in held ? { lt: held.lt } : 'lte' in held ? { lte: held.lte } : {};
  const within = (range: Record<string, unknown>) => ({ ...where, [field]: Object.keys(range).length > 0 ? range : undefined }) as Where<T>;
  let total = 0;
  for (;;) {
    const part = within({ ...lower, ...upper });
    const [edge] = await collection.find({ where: part, sort: downwards, skip: step, limit: 1, readOnly: true });
    if (!edge) return total + (await collection.count(part));
    const value = (edge as Record<string, unknown>)[field];
    const above = await collection.count(within({ gt: value, ...upper }));
    if (above > 0) {
      total += above;
      upper = { lte: value };
    } else {
      // More than `step` rows share the top value: they are counted alone, and the walk goes on below it.
      total += await collection.count({ ...where, [field]: value } as Where<T>);
      upper = { lt: value };
    }
    await yieldToLoop();
  }
}

import type { Collection, Doc, Query } from './read-store.port';
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

import type { Collection, Doc, Query } from './read-store.port';
import { yieldToLoop } from '../../shared/sliced';

/** Documents per page at most: large enough that the pages' own cost stays small, small enough to hold. */
export const PAGE_SIZE = 1000;
/** The first page's size: a read model's documents may be large (a service with every day it had). */
const FIRST_PAGE = 50;
/** What one page may cost the loop; a page that took longer makes the next one smaller. */
const PAGE_BUDGET_MS = 8;

export type PagedQuery<T extends Doc> = Pick<Query<T>, 'where' | 'sort' | 'readOnly'>;

/**
 * The next page's size from what this one cost (issue 40 §1): a page of 1,000 services with their days
 * held the loop 400 ms at ten times the club, while 1,000 small rows take a millisecond. Halved or
 * scaled down past the budget, doubled well under it, never above `largest`.
 */
function nextSize(size: number, tookMs: number, largest: number): number {
  if (tookMs > PAGE_BUDGET_MS) return Math.max(1, Math.floor((size * PAGE_BUDGET_MS) / tookMs));
  if (tookMs < PAGE_BUDGET_MS / 2) return Math.min(largest, size * 2);
  return size;
}

/**
 * A query's documents in its order, read a page at a time (issue 40 §1): an export or a walk over a
 * whole read model holds one page, never the model, and other requests run between two pages, each
 * page sized to what the last one cost. The sort is passed as it is, so the store can walk the index
 * declared for it (an `_id` added to it would match no index): ties keep the store's own order, which
 * is the same for every page (an index breaks them by `_id`, a scan sorts stably). A document written
 * while the walk goes on may be met in a later page or not at all, as in any paged read.
 */
export async function* pagesOf<T extends Doc>(collection: Collection<T>, query: PagedQuery<T> = {}, largest = PAGE_SIZE): AsyncGenerator<T[]> {
  let size = Math.min(largest, FIRST_PAGE);
  for (let skip = 0; ; ) {
    const started = performance.now();
    const page = await collection.find({ ...query, skip, limit: size });
    const tookMs = performance.now() - started;
    if (page.length > 0) yield page;
    if (page.length < size) return;
    skip += size;
    size = nextSize(size, tookMs, largest);
    await yieldToLoop();
  }
}

/** The documents of `pagesOf`, one by one. */
export async function* inPages<T extends Doc>(collection: Collection<T>, query: PagedQuery<T> = {}, largest = PAGE_SIZE): AsyncGenerator<T> {
  for await (const page of pagesOf(collection, query, largest)) yield* page;
}

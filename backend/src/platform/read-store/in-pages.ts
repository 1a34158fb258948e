import type { Collection, Doc, Query } from './read-store.port';
import { yieldToLoop } from '../../shared/sliced';

/** Documents per page: large enough that the pages' own cost stays small, small enough to hold. */
export const PAGE_SIZE = 1000;

export type PagedQuery<T extends Doc> = Pick<Query<T>, 'where' | 'sort'>;

/**
 * A query's documents in its order, read a page at a time (issue 40 §1): an export or a walk over a
 * whole read model holds one page, never the model, and other requests run between two pages. The
 * sort is passed as it is, so the store can walk the index declared for it (an `_id` added to it
 * would match no index): ties keep the store's own order, which is the same for every page (an index
 * breaks them by `_id`, a scan sorts stably). A document written while the walk goes on may be met
 * in a later page or not at all, as in any paged read.
 */
export async function* pagesOf<T extends Doc>(collection: Collection<T>, query: PagedQuery<T> = {}, pageSize = PAGE_SIZE): AsyncGenerator<T[]> {
  for (let skip = 0; ; skip += pageSize) {
    const page = await collection.find({ ...query, skip, limit: pageSize });
    if (page.length > 0) yield page;
    if (page.length < pageSize) return;
    await yieldToLoop();
  }
}

/** The documents of `pagesOf`, one by one. */
export async function* inPages<T extends Doc>(collection: Collection<T>, query: PagedQuery<T> = {}, pageSize = PAGE_SIZE): AsyncGenerator<T> {
  for await (const page of pagesOf(collection, query, pageSize)) yield* page;
}

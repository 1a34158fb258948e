import type { Collection, Doc, Query } from './read-store.port';
import { Field, operatorOf, Where } from './query';
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
 * page sized to what the last one cost. A sorted query goes on from where the last page ended (`seek`):
 * a page asked by `skip` walks every row before it again, so reading a model by pages cost its length
 * squared over the page size (the trail's export at the club's real size: 27 s, most of it walking
 * skipped rows). The sort is passed as it is, so the store can walk the index declared for it (an `_id`
 * added to it would match no index): ties keep the store's own order, which is the same for every page
 * (an index breaks them by `_id`, a scan sorts stably). A document written while the walk goes on may
 * be met in a later page or not at all, as in any paged read.
 */
export async function* pagesOf<T extends Doc>(collection: Collection<T>, query: PagedQuery<T> = {}, largest = PAGE_SIZE): AsyncGenerator<T[]> {
  let size = Math.min(largest, FIRST_PAGE);
  let next: Query<T> = { ...query, skip: 0 };
  for (;;) {
    const started = performance.now();
    const page = await collection.find({ ...next, limit: size });
    const tookMs = performance.now() - started;
    if (page.length > 0) yield page;
    if (page.length < size) return;
    next = seek(query, next, page);
    size = nextSize(size, tookMs, largest);
    await yieldToLoop();
  }
}

/**
 * The query of the page after `page`: the rows from its last row's value of the sort's first field on
 * (a range the store answers from the index declared for the sort), skipping those of that value the
 * pages have already given (ties are few: a moment, a name). Exact when that field holds a string or a
 * number in every row the query matches (a time, a name), as a range compares within one type; a
 * query without a sort, or one that already holds that field to something other than a range, pages
 * by `skip`.
 */
function seek<T extends Doc>(query: PagedQuery<T>, last: Query<T>, page: readonly T[]): Query<T> {
  const [first] = Object.entries(query.sort ?? {}) as Array<[Field<T>, 1 | -1]>;
  const bySkip = { ...last, skip: (last.skip ?? 0) + page.length };
  if (!first) return bySkip;
  const [field, direction] = first;
  const value = page[page.length - 1][field];
  const held = query.where?.[field];
  if ((typeof value !== 'string' && typeof value !== 'number') || (held !== undefined && operatorOf(held) !== 'range')) return bySkip;
  const ties = tiesAtTheEnd(page, field, value);
  // A page all of one value: the rows of it the pages before gave are skipped too (the last query
  // started from the same value and skipped exactly those).
  const givenBefore = ties === page.length && boundOf(last.where?.[field], direction) === value ? (last.skip ?? 0) : 0;
  const kept = (held ?? {}) as Record<string, unknown>;
  const otherEnd = direction === 1 ? { lt: kept.lt, lte: kept.lte } : { gt: kept.gt, gte: kept.gte };
  const range = Object.fromEntries(Object.entries({ ...otherEnd, [direction === 1 ? 'gte' : 'lte']: value }).filter(([, end]) => end !== undefined));
  return { ...query, where: { ...query.where, [field]: range } as Where<T>, skip: givenBefore + ties };
}

/** How many of the page's last rows hold `value` in `field`. */
function tiesAtTheEnd<T extends Doc>(page: readonly T[], field: Field<T>, value: unknown): number {
  let ties = 0;
  while (ties < page.length && page[page.length - 1 - ties][field] === value) ties++;
  return ties;
}

/** The bound a page's range starts from (`gte` ascending, `lte` descending). */
function boundOf(condition: unknown, direction: 1 | -1): unknown {
  return condition !== null && typeof condition === 'object' ? (condition as Record<string, unknown>)[direction === 1 ? 'gte' : 'lte'] : undefined;
}

/** The documents of `pagesOf`, one by one. */
export async function* inPages<T extends Doc>(collection: Collection<T>, query: PagedQuery<T> = {}, largest = PAGE_SIZE): AsyncGenerator<T> {
  for await (const page of pagesOf(collection, query, largest)) yield* page;
}

import type { Collection, Doc, Query, Where } from './read-store.port';
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

/** The first window `countInSlices` counts: a month of a busy trail is a few thousand index entries. */
const FIRST_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * `collection.count(where)` of rows whose `field` (an instant as `toISOString` writes it) lies in `from`..`to`
 * (both included, written the same way),
 * counted a window of time at a time with a turn of the loop between (issue 40 §1): the trail since 2016
 * at ten times the club is ~300,000 index entries, and one count of them held every other request
 * ~150 ms. Each window is a range the store answers from the index declared for the field; the next
 * one is sized to what the last one cost. The windows meet exactly (`gte` one, `lt` the next), so the
 * sum is the one count's.
 */
export async function countInSlices<T extends Doc>(collection: Collection<T>, where: Where<T>, field: keyof T & string, from: string, to: string): Promise<number> {
  const end = Date.parse(to);
  let start = Date.parse(from);
  let window = FIRST_WINDOW_MS;
  let total = 0;
  for (;;) {
    const last = start + window >= end;
    const range = last ? { gte: new Date(start).toISOString(), lte: to } : { gte: new Date(start).toISOString(), lt: new Date(start + window).toISOString() };
    const started = performance.now();
    total += await collection.count({ ...where, [field]: range } as Where<T>);
    const tookMs = performance.now() - started;
    if (last) return total;
    start += window;
    if (tookMs > SLICE_BUDGET_MS) window = Math.max(60_000, Math.floor((window * SLICE_BUDGET_MS) / tookMs));
    else if (tookMs < SLICE_BUDGET_MS / 2) window *= 2;
    await yieldToLoop();
  }
}

/** Ids asked in one statement by `findByIds`: a few milliseconds of lookups. */
const IDS_AT_ONCE = 250;

/**
 * The documents of these ids (those that exist, in no order), asked a few hundred at a time with a
 * turn of the loop between (issue 40 §1): the popular service's history page names 4,000 people, and
 * one lookup of them all held every other request ~40 ms at ten times the club.
 */
export async function findByIds<T extends Doc>(collection: Collection<T>, ids: readonly string[], readOnly = false): Promise<T[]> {
  const found: T[] = [];
  for (let at = 0; at < ids.length; at += IDS_AT_ONCE) {
    if (at > 0) await yieldToLoop();
    for (const doc of await collection.find({ where: { _id: { in: ids.slice(at, at + IDS_AT_ONCE) } } as Where<T>, readOnly })) found.push(doc);
  }
  return found;
}

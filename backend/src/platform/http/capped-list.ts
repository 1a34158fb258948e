import type { FastifyReply } from 'fastify';
import { MAX_PAGE_SIZE } from './page-query.dto';

/** The header a list asked without paging parameters counts every row it matches in (docs/decisions/0092). */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/** The window of a list asked in its SPEC shape: its first MAX_PAGE_SIZE rows, so no answer is unbounded. */
export const SPEC_LIST_WINDOW = { page: 1, pageSize: MAX_PAGE_SIZE } as const;

/** A list's SPEC shape (its rows) from its first page, the total in `X-Total-Count`. */
export function cappedList<T>(reply: FastifyReply, first: { items: T[]; total: number }): T[] {
  reply.header(TOTAL_COUNT_HEADER, String(first.total));
  return first.items;
}

import type { PagePosition } from '@/components/ui/table-pager';
import type { UserSort } from '@backend/contract/admin-users';
import type { SortOrder } from '@backend/contract/common';

/** SPEC §9: the activated-users table's page sizes; the companies table pages the same way. */
export const PAGE_SIZES = [5, 10, 20, 500, 2000] as const;
export const DEFAULT_PAGE_SIZE = 20;

/** The activated table's order until a header is clicked: sign-up time, oldest first (as the list always was). */
export const DEFAULT_SORT: { sort: UserSort; order: SortOrder } = { sort: 'createdAt', order: 'asc' };

/** A header clicked: its column ascending, or the other way round when it already sorts the table. */
export function nextSort(current: { sort: UserSort; order: SortOrder }, column: UserSort): { sort: UserSort; order: SortOrder } {
  if (current.sort !== column) return { sort: column, order: 'asc' };
  return { sort: column, order: current.order === 'asc' ? 'desc' : 'asc' };
}

/** Where a page the server answered sits among `total` rows (0-based page, 1-based rows). */
export function pagePosition(pageIndex: number, pageSize: number, shown: number, total: number): PagePosition {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const start = pageIndex * pageSize;
  return { page: pageIndex, pageCount, from: shown > 0 ? start + 1 : 0, to: start + shown, total };
}

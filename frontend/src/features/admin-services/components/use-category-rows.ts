import { useState } from 'react';
import type { AdminServiceListItem } from '@backend/contract/admin-services';
import { ADMIN_SERVICES_PAGE_SIZE, type ServiceGroupList } from '@backend/modules/catalogue/domain/admin-service-pages';
import { useServiceGroupPage } from '../api/get-service-group-page';

/**
 * One list of a category as the screen shows it: the first rows the categories list carries, or,
 * once unfolded, as many pages of it from the server as asked for, each "more" one page longer
 * (docs/decisions/0101). The rows are always the list's first ones, so a drag among them moves by
 * the category's own indexes.
 */
export function useCategoryRows(groupId: string, list: ServiceGroupList, first: AdminServiceListItem[], count: number) {
  const [pages, setPages] = useState(0);
  const rest = useServiceGroupPage(groupId, list, pages * ADMIN_SERVICES_PAGE_SIZE);
  const unfolded = pages > 0 && rest.data !== undefined;
  const rows = unfolded ? rest.data.items : first;
  const total = unfolded ? rest.data.total : count;
  return {
    rows,
    total,
    /** Rows of the list not shown yet. */
    left: total - rows.length,
    unfolded,
    asked: pages > 0,
    loading: pages > 0 && rest.isFetching && (rest.data === undefined || rest.isPlaceholderData),
    failed: pages > 0 && rest.isError,
    // A first read that failed is tried again, not asked one page longer.
    more: () => (pages > 0 && !unfolded ? void rest.refetch() : setPages(pages + 1)),
    fold: () => setPages(0),
  };
}

export type CategoryRows = ReturnType<typeof useCategoryRows>;

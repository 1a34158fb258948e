import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { StreamHistoryView } from '@backend/contract/audit';

/** Events the history asks for at a time; "more" asks for the next ones (docs/decisions/0093). */
export const HISTORY_PAGE_SIZE = 100;

/** GET /api/admin/history/{stream}: a page of the events, newest first, and the record right after `revision` (default: the last). */
export function getStreamHistory(stream: string, query: { revision?: number; page: number; pageSize: number }, signal?: AbortSignal): Promise<StreamHistoryView> {
  const params = new URLSearchParams({ page: String(query.page), pageSize: String(query.pageSize) });
  if (query.revision !== undefined) params.set('revision', String(query.revision));
  return apiRequest<StreamHistoryView>(`/admin/history/${encodeURIComponent(stream)}?${params}`, { signal });
}

/**
 * The events page by page, the record at `revision` with each. Another moment chosen asks again for as
 * many events as are shown (`shown`, whole pages), so the list stays as long as it was while the record changes.
 */
export function useStreamHistory(stream: string, revision: number | undefined, shown = HISTORY_PAGE_SIZE) {
  const first = Math.max(1, Math.ceil(shown / HISTORY_PAGE_SIZE)) * HISTORY_PAGE_SIZE;
  return useInfiniteQuery({
    queryKey: ['admin', 'history', stream, revision ?? 'last', first],
    queryFn: ({ pageParam, signal }) =>
      getStreamHistory(stream, pageParam === 1 ? { revision, page: 1, pageSize: first } : { revision, page: pageParam, pageSize: HISTORY_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.entries.length, 0);
      return loaded < pages[0]!.total ? loaded / HISTORY_PAGE_SIZE + 1 : undefined;
    },
    // The list stays on screen while another moment loads.
    placeholderData: keepPreviousData,
  });
}

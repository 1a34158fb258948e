import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { StreamHistoryView } from '@backend/contract/audit';

/** GET /api/admin/history/{stream}: every event, and the record right after `revision` (default: the last). */
export function getStreamHistory(stream: string, revision: number | undefined, signal?: AbortSignal): Promise<StreamHistoryView> {
  const query = revision === undefined ? '' : `?revision=${revision}`;
  return apiRequest<StreamHistoryView>(`/admin/history/${encodeURIComponent(stream)}${query}`, { signal });
}

export const streamHistoryQueryOptions = (stream: string, revision?: number) =>
  queryOptions({
    queryKey: ['admin', 'history', stream, revision ?? 'last'],
    queryFn: ({ signal }) => getStreamHistory(stream, revision, signal),
    // The list stays on screen while another moment loads.
    placeholderData: keepPreviousData,
  });

export function useStreamHistory(stream: string, revision?: number) {
  return useQuery(streamHistoryQueryOptions(stream, revision));
}

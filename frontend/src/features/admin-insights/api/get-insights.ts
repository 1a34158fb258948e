import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryString } from '../lib/insights-filters';
import type { InsightsQuery, InsightsView } from '@backend/contract/insights';

export function getInsights(query: InsightsQuery, signal?: AbortSignal): Promise<InsightsView> {
  return apiRequest<InsightsView>(`/admin/insights${queryString(query)}`, { signal });
}

export const insightsQueryOptions = (query: InsightsQuery) =>
  queryOptions({
    queryKey: ['admin', 'insights', query],
    queryFn: ({ signal }) => getInsights(query, signal),
    placeholderData: keepPreviousData,
  });

export function useInsights(query: InsightsQuery) {
  return useQuery(insightsQueryOptions(query));
}

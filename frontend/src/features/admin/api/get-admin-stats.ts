import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { AdminStats } from '@backend/contract/admin-stats';
import { adminStatsQueryKey } from '@/lib/query-keys';

export function getAdminStats(signal?: AbortSignal): Promise<AdminStats> {
  return apiRequest<AdminStats>('/admin/stats', { signal });
}


export const getAdminStatsQueryOptions = () =>
  queryOptions({
    queryKey: adminStatsQueryKey,
    queryFn: ({ signal }) => getAdminStats(signal),
  });

export function useAdminStats() {
  return useQuery(getAdminStatsQueryOptions());
}

export { adminStatsQueryKey };

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminStatsQueryKey } from '@/lib/query-keys';
import type { AdminWaiting } from '@backend/contract/admin-stats';

/** Under the stats' key: every live notice that refreshes the dashboard's counts refreshes these too. */
export const adminWaitingQueryKey = [...adminStatsQueryKey, 'waiting'] as const;

export function getAdminWaiting(signal?: AbortSignal): Promise<AdminWaiting> {
  return apiRequest<AdminWaiting>('/admin/stats/waiting', { signal });
}

export function useAdminWaiting() {
  return useQuery(queryOptions({ queryKey: adminWaitingQueryKey, queryFn: ({ signal }) => getAdminWaiting(signal) }));
}

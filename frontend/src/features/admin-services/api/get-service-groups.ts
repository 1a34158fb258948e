import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { AdminServiceGroupView } from '@backend/contract/admin-services';
import { serviceGroupsQueryKey } from '@/lib/query-keys';

/** GET /api/admin/servicegroups: every category with the first services of its lists and their counts (docs/decisions/0101). */
export function getServiceGroups(signal?: AbortSignal): Promise<AdminServiceGroupView[]> {
  return apiRequest<AdminServiceGroupView[]>('/admin/servicegroups', { signal });
}

export const getServiceGroupsQueryOptions = () =>
  queryOptions({
    queryKey: serviceGroupsQueryKey,
    queryFn: ({ signal }) => getServiceGroups(signal),
  });

export function useServiceGroups() {
  return useQuery(getServiceGroupsQueryOptions());
}

export { serviceGroupsQueryKey };

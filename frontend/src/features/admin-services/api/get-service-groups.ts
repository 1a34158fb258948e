import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { AdminServiceGroupView } from '@backend/contract/admin-services';

export function getServiceGroups(signal?: AbortSignal): Promise<AdminServiceGroupView[]> {
  return apiRequest<AdminServiceGroupView[]>('/admin/servicegroups', { signal });
}

/** The screen's list; every category and list change invalidates it. */
export const serviceGroupsQueryKey = ['admin', 'servicegroups'] as const;

export const getServiceGroupsQueryOptions = () =>
  queryOptions({
    queryKey: serviceGroupsQueryKey,
    queryFn: ({ signal }) => getServiceGroups(signal),
  });

export function useServiceGroups() {
  return useQuery(getServiceGroupsQueryOptions());
}

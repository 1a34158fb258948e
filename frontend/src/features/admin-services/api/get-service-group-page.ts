import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { AdminServiceGroupPage } from '@backend/contract/admin-services';
import type { ServiceGroupList } from '@backend/modules/catalogue/domain/admin-service-pages';
import { serviceGroupsQueryKey } from './get-service-groups';

/** Every open page of one category: under the list's key, so whatever reloads the list reloads them too. */
export const serviceGroupPagesQueryKey = (groupId: string) => [...serviceGroupsQueryKey, 'group', groupId] as const;

export const serviceGroupPageQueryKey = (groupId: string, list: ServiceGroupList, pageSize: number) =>
  [...serviceGroupPagesQueryKey(groupId), list, pageSize] as const;

/** GET /api/admin/servicegroups?group={id}&list=&pageSize=: the first `pageSize` of a category's list, in order, with its total. */
export function getServiceGroupPage(groupId: string, list: ServiceGroupList, pageSize: number, signal?: AbortSignal): Promise<AdminServiceGroupPage> {
  return apiRequest<AdminServiceGroupPage>(`/admin/servicegroups?group=${encodeURIComponent(groupId)}&list=${list}&pageSize=${pageSize}`, { signal });
}

export const getServiceGroupPageQueryOptions = (groupId: string, list: ServiceGroupList, pageSize: number) =>
  queryOptions({
    queryKey: serviceGroupPageQueryKey(groupId, list, pageSize),
    queryFn: ({ signal }) => getServiceGroupPage(groupId, list, pageSize, signal),
    enabled: pageSize > 0,
    // Asking for more keeps the rows shown until the longer list is here.
    placeholderData: keepPreviousData,
  });

/** A category's list beyond its first rows, `pageSize` of them from the start; asked only while it is unfolded. */
export function useServiceGroupPage(groupId: string, list: ServiceGroupList, pageSize: number) {
  return useQuery(getServiceGroupPageQueryOptions(groupId, list, pageSize));
}

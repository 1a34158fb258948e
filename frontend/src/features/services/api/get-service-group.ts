import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberServicePage } from '@backend/contract/member-services';
import { apiRequest } from '@/lib/api-client';
import { networkFirst } from '@/lib/offline-cache';
import { useSessionUser } from '@/lib/session';
import { servicesQueryKey } from '@/lib/query-keys';

/** Under the services' key, so a sign-up and the live notices reload an open category with the list. */
export const serviceGroupQueryKey = (userId: string, groupId: string, pageSize: number) => [...servicesQueryKey, 'group', userId, groupId, pageSize] as const;

/** GET /api/services?group={id}&pageSize=: the category's first `pageSize` services, in order, with its total. */
export function getServiceGroup(groupId: string, pageSize: number, signal?: AbortSignal): Promise<MemberServicePage> {
  return apiRequest<MemberServicePage>(`/services?group=${encodeURIComponent(groupId)}&pageSize=${pageSize}`, { signal });
}

/** Network first, with the member's offline copy of the category as last shown. */
export const getServiceGroupQueryOptions = (userId: string, groupId: string, pageSize: number) =>
  queryOptions({
    queryKey: serviceGroupQueryKey(userId, groupId, pageSize),
    queryFn: ({ signal }): Promise<MemberServicePage> =>
      userId ? networkFirst(userId, `services:group:${groupId}`, () => getServiceGroup(groupId, pageSize, signal)).then((kept) => kept.data) : getServiceGroup(groupId, pageSize, signal),
    networkMode: 'always',
    enabled: pageSize > 0,
    // Asking for more keeps the cards shown until the longer list is here.
    placeholderData: keepPreviousData,
  });

/** The category's services beyond its first ones, `pageSize` of them from the start; asked only while it is unfolded. */
export function useServiceGroup(groupId: string, pageSize: number) {
  const user = useSessionUser();
  return useQuery(getServiceGroupQueryOptions(user?.id ?? '', groupId, pageSize));
}

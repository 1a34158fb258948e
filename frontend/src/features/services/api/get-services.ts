import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberServiceGroupView } from '@backend/contract/member-services';
import { apiRequest } from '@/lib/api-client';
import { networkFirst } from '@/lib/offline-cache';
import { useSessionUser } from '@/lib/session';
import { servicesQueryKey } from '@/lib/query-keys';

export const servicesListQueryKey = [...servicesQueryKey, 'list'] as const;

/** GET /api/services: groups and their services in order (hidden ones only where signed up). */
export function getServices(signal?: AbortSignal): Promise<MemberServiceGroupView[]> {
  return apiRequest<MemberServiceGroupView[]>('/services', { signal });
}

/**
 * Network first, with the member's offline copy when the network is down (`savedAt` then says how
 * old it is). Runs offline too ('always'), so the copy shows instead of a paused, empty page.
 */
export const getServicesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...servicesListQueryKey, userId],
    queryFn: ({ signal }) =>
      userId ? networkFirst(userId, 'services', () => getServices(signal)) : getServices(signal).then((data) => ({ data, savedAt: null })),
    networkMode: 'always',
  });

export function useServices() {
  const user = useSessionUser();
  return useQuery({ ...getServicesQueryOptions(user?.id ?? ''), select: (answer) => answer.data });
}

/** When the list on screen was saved, if it is an offline copy; null when it is fresh. */
export function useServicesSavedAt(): string | null {
  const user = useSessionUser();
  return useQuery({ ...getServicesQueryOptions(user?.id ?? ''), select: (answer) => answer.savedAt }).data ?? null;
}

export { servicesQueryKey };

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { MemberServiceView } from '@backend/contract/member-services';
import { networkFirst } from '@/lib/offline-cache';
import { useSessionUser } from '@/lib/session';
import { servicesQueryKey } from './get-services';

export const serviceQueryKey = (id: string) => [...servicesQueryKey, 'detail', id] as const;

/** GET /api/services/{id}: reaches hidden services too (card links); 404 when archived or unknown. */
export function getService(id: string, signal?: AbortSignal): Promise<MemberServiceView> {
  return apiRequest<MemberServiceView>(`/services/${encodeURIComponent(id)}`, { signal });
}

/**
 * Network first, with the member's offline copy of this service when the network is down (the list
 * carries only the cards, so a dialog opened before still shows its texts offline).
 */
export const getServiceQueryOptions = (id: string, userId = '') =>
  queryOptions({
    queryKey: serviceQueryKey(id),
    queryFn: ({ signal }) => (userId ? networkFirst(userId, `service:${id}`, () => getService(id, signal)).then((kept) => kept.data) : getService(id, signal)),
    networkMode: 'always',
  });

/** The whole service: the open dialog's texts, or a hidden service reached by a card link. */
export function useService(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  const user = useSessionUser();
  return useQuery({ ...getServiceQueryOptions(id, user?.id ?? ''), enabled });
}

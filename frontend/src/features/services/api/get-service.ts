import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { MemberServiceView } from '@backend/contract/member-services';
import { servicesQueryKey } from './get-services';

export const serviceQueryKey = (id: string) => [...servicesQueryKey, 'detail', id] as const;

/** GET /api/services/{id}: reaches hidden services too (card links); 404 when archived or unknown. */
export function getService(id: string, signal?: AbortSignal): Promise<MemberServiceView> {
  return apiRequest<MemberServiceView>(`/services/${encodeURIComponent(id)}`, { signal });
}

export const getServiceQueryOptions = (id: string) =>
  queryOptions({
    queryKey: serviceQueryKey(id),
    queryFn: ({ signal }) => getService(id, signal),
  });

/** Only fetched when `enabled`: the list usually holds the service already. */
export function useService(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getServiceQueryOptions(id), enabled });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberServiceGroupView } from '@backend/contract/member-services';
import { apiRequest } from '@/lib/api-client';

/** Every services query starts with this key: sign-up and cancel invalidate it as a whole. */
export const servicesQueryKey = ['services'] as const;
export const servicesListQueryKey = [...servicesQueryKey, 'list'] as const;

/** GET /api/services: groups and their services in order (hidden ones only where signed up). */
export function getServices(signal?: AbortSignal): Promise<MemberServiceGroupView[]> {
  return apiRequest<MemberServiceGroupView[]>('/services', { signal });
}

export const getServicesQueryOptions = () =>
  queryOptions({
    queryKey: servicesListQueryKey,
    queryFn: ({ signal }) => getServices(signal),
  });

export function useServices() {
  return useQuery(getServicesQueryOptions());
}

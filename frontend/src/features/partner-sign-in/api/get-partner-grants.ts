import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { PartnerGrantView } from '@backend/contract/partners';

export const partnerGrantsQueryKey = ['profile', 'partners'] as const;

/** GET /api/profile/partners: the partner sites the member lets receive data. */
export function getPartnerGrants(signal?: AbortSignal): Promise<PartnerGrantView[]> {
  return apiRequest<PartnerGrantView[]>('/profile/partners', { signal });
}

export const getPartnerGrantsQueryOptions = () =>
  queryOptions({
    queryKey: partnerGrantsQueryKey,
    queryFn: ({ signal }) => getPartnerGrants(signal),
  });

export function usePartnerGrants({ enabled = true } = {}) {
  return useQuery({ ...getPartnerGrantsQueryOptions(), enabled });
}

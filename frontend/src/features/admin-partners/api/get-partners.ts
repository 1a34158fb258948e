import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { PartnerView } from '@backend/contract/partners';

export const partnersQueryKey = ['admin', 'partners'] as const;

export function getPartners(signal?: AbortSignal): Promise<PartnerView[]> {
  return apiRequest<PartnerView[]>('/admin/partners', { signal });
}

export const getPartnersQueryOptions = () => queryOptions({ queryKey: partnersQueryKey, queryFn: ({ signal }) => getPartners(signal) });

export function usePartners() {
  return useQuery(getPartnersQueryOptions());
}

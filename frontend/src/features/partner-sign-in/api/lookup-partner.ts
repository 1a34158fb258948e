import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { PartnerLookupView } from '@backend/contract/partners';

/** GET /api/partners/lookup?url=: the partner whose registered origin is exactly the page's (anonymous). */
export function lookupPartner(url: string, signal?: AbortSignal): Promise<PartnerLookupView> {
  return apiRequest<PartnerLookupView>(`/partners/lookup?url=${encodeURIComponent(url)}`, { signal });
}

export const lookupPartnerQueryOptions = (url: string) =>
  queryOptions({
    queryKey: ['partners', 'lookup', url],
    queryFn: ({ signal }) => lookupPartner(url, signal),
    retry: false,
  });

export function useLookupPartner(url: string | null) {
  return useQuery({ ...lookupPartnerQueryOptions(url ?? ''), enabled: url !== null });
}

import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { PartnerConsentView } from '@backend/contract/partners';
import { partnersQueryKey } from './get-partners';

/** GET /api/admin/partners/{id}/consents: each read is a row of the audit trail, so it is read only while shown. */
export function getPartnerConsents(partnerId: string, signal?: AbortSignal): Promise<PartnerConsentView[]> {
  return apiRequest<PartnerConsentView[]>(`/admin/partners/${encodeURIComponent(partnerId)}/consents`, { signal });
}

export function usePartnerConsents(partnerId: string) {
  return useQuery({ queryKey: [...partnersQueryKey, partnerId, 'consents'], queryFn: ({ signal }) => getPartnerConsents(partnerId, signal) });
}

import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { partnerGrantsQueryKey } from './get-partner-grants';
import type { Done } from '@backend/contract/common';

/** DELETE /api/profile/partners/{partnerId}: the partner receives nothing more. */
export function revokePartnerGrant(partnerId: string): Promise<Done> {
  return apiRequest<Done>(`/profile/partners/${encodeURIComponent(partnerId)}`, { method: 'DELETE' });
}

export const revokePartnerGrantMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['profile', 'partners', 'revoke'],
    mutationFn: revokePartnerGrant,
    onSettled: () => queryClient.invalidateQueries({ queryKey: partnerGrantsQueryKey }),
  });

export function useRevokePartnerGrant() {
  return useMutation(revokePartnerGrantMutationOptions(useQueryClient()));
}

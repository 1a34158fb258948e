import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { partnersQueryKey } from './get-partners';
import type { PartnerBody, PartnerView } from '@backend/contract/partners';

export interface SavePartnerInput {
  /** Absent: a new partner (POST); present: its changes (PUT). */
  id?: string;
  body: PartnerBody;
}

/** POST /admin/partners, or PUT /admin/partners/{id}; answers the partner. */
export function savePartner({ id, body }: SavePartnerInput): Promise<PartnerView> {
  return id
    ? apiRequest<PartnerView>(`/admin/partners/${encodeURIComponent(id)}`, { method: 'PUT', body })
    : apiRequest<PartnerView>('/admin/partners', { method: 'POST', body });
}

export const savePartnerMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['admin', 'partners', 'save'],
    mutationFn: savePartner,
    onSettled: () => queryClient.invalidateQueries({ queryKey: partnersQueryKey }),
  });

export function useSavePartner() {
  return useMutation(savePartnerMutationOptions(useQueryClient()));
}

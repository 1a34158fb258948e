import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminServiceQueryKey } from './get-admin-service';
import { serviceGroupsQueryKey } from './get-service-groups';
import type { CodesBody, CodesReport } from '@backend/contract/admin-services';

export type AddServiceCodesInput = CodesBody & { serviceId: string };

/** Pasted coupon codes (type 1). */
export function addServiceCodes({ serviceId, codes }: AddServiceCodesInput): Promise<CodesReport> {
  return apiRequest<CodesReport>(`/admin/services/${encodeURIComponent(serviceId)}/codes`, { method: 'POST', body: { codes } });
}

/** The pool's counts live on the service: both the dialog and the list reload. */
export const invalidateCodes = (queryClient: QueryClient, serviceId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminServiceQueryKey(serviceId) }),
    queryClient.invalidateQueries({ queryKey: serviceGroupsQueryKey }),
  ]);

export const addServiceCodesMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['admin', 'services', 'codes', 'add'],
    mutationFn: addServiceCodes,
    onSettled: (_data, _error, { serviceId }) => invalidateCodes(queryClient, serviceId),
  });

export function useAddServiceCodes() {
  return useMutation(addServiceCodesMutationOptions(useQueryClient()));
}

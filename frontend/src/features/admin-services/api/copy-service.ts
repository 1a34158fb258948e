import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { serviceGroupsQueryKey } from './get-service-groups';
import type { CreatedId } from '@backend/contract/common';

/** A copy without sign-ups, inactive and hidden, at the end of the source's category (docs/decisions/0109). */
export function copyService(id: string): Promise<CreatedId> {
  return apiRequest<CreatedId>(`/admin/services/${encodeURIComponent(id)}/copy`, { method: 'POST', body: {} });
}

export const copyServiceMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['admin', 'services', 'copy'],
    mutationFn: copyService,
    onSettled: () => queryClient.invalidateQueries({ queryKey: serviceGroupsQueryKey }),
  });

export function useCopyService() {
  return useMutation(copyServiceMutationOptions(useQueryClient()));
}

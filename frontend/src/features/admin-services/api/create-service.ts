import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { serviceGroupsQueryKey } from './get-service-groups';
import type { CreatedId } from '@backend/contract/common';

/** A new service is hidden, inactive and named 'Új szolgáltatás'; its edit dialog opens at once. */
export function createService(serviceGroupId: string): Promise<CreatedId> {
  return apiRequest<CreatedId>('/admin/services', { method: 'POST', body: { serviceGroupId } });
}

export const createServiceMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['admin', 'services', 'create'],
    mutationFn: createService,
    onSettled: () => queryClient.invalidateQueries({ queryKey: serviceGroupsQueryKey }),
  });

export function useCreateService() {
  return useMutation(createServiceMutationOptions(useQueryClient()));
}

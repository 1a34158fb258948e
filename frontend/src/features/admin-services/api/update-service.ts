import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminServiceQueryKey } from './get-admin-service';
import { serviceGroupsQueryKey } from './get-service-groups';
import type { AdminServiceView, UpdateServiceBody } from '@backend/contract/admin-services';

export function updateService(input: UpdateServiceBody): Promise<AdminServiceView> {
  return apiRequest<AdminServiceView>('/admin/services', { method: 'PUT', body: input });
}

export const updateServiceMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['admin', 'services', 'update'],
    mutationFn: updateService,
    onSettled: (_data, _error, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: serviceGroupsQueryKey }),
        queryClient.invalidateQueries({ queryKey: adminServiceQueryKey(id) }),
      ]),
  });

export function useUpdateService() {
  return useMutation(updateServiceMutationOptions(useQueryClient()));
}

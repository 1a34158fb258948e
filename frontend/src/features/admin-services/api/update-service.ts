import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminServiceQueryKey } from './get-admin-service';
import { serviceGroupsQueryKey, type AdminService, type ServiceSettings } from './get-service-groups';

/** PUT /admin/services: the id plus only the fields that changed (SPEC §4). */
export type UpdateServiceInput = { id: string } & Partial<ServiceSettings>;

export function updateService(input: UpdateServiceInput): Promise<AdminService> {
  return apiRequest<AdminService>('/admin/services', { method: 'PUT', body: input });
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

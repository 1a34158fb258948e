import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { serviceGroupsQueryKey, type AdminServiceGroup } from './get-service-groups';

export function createServiceGroup(name: string): Promise<AdminServiceGroup> {
  return apiRequest<AdminServiceGroup>('/admin/servicegroups', { method: 'POST', body: { name } });
}

export const createServiceGroupMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['admin', 'servicegroups', 'create'],
    mutationFn: createServiceGroup,
    onSettled: () => queryClient.invalidateQueries({ queryKey: serviceGroupsQueryKey }),
  });

export function useCreateServiceGroup() {
  return useMutation(createServiceGroupMutationOptions(useQueryClient()));
}

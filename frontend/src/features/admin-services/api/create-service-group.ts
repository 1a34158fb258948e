import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { serviceGroupsQueryKey } from './get-service-groups';
import type { AdminServiceGroupView } from '@backend/contract/admin-services';

export function createServiceGroup(name: string): Promise<AdminServiceGroupView> {
  return apiRequest<AdminServiceGroupView>('/admin/servicegroups', { method: 'POST', body: { name } });
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

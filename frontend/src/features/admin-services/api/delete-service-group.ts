import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { serviceGroupsQueryKey } from './get-service-groups';
import type { AdminServiceGroupView } from '@backend/contract/admin-services';

/** Only an empty category: the server refuses one holding any service (GROUP_NOT_EMPTY); answers the categories that remain. */
export function deleteServiceGroup(id: string): Promise<AdminServiceGroupView[]> {
  return apiRequest<AdminServiceGroupView[]>(`/admin/servicegroups/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export const deleteServiceGroupMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['admin', 'servicegroups', 'delete'],
    mutationFn: deleteServiceGroup,
    onSettled: () => queryClient.invalidateQueries({ queryKey: serviceGroupsQueryKey }),
  });

export function useDeleteServiceGroup() {
  return useMutation(deleteServiceGroupMutationOptions(useQueryClient()));
}

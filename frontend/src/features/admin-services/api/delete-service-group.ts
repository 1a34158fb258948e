import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { serviceGroupsQueryKey } from './get-service-groups';

/** Only an empty category: the server refuses one holding any service (GROUP_NOT_EMPTY). */
export function deleteServiceGroup(id: string): Promise<void> {
  return apiRequest<void>(`/admin/servicegroups/${encodeURIComponent(id)}`, { method: 'DELETE' });
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

import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { moveItem, type Move } from '../lib/move';
import { serviceGroupsQueryKey, type AdminServiceGroup } from './get-service-groups';

export function reorderServiceGroups(move: Move): Promise<AdminServiceGroup[]> {
  return apiRequest<AdminServiceGroup[]>('/admin/servicegroups/reorder', { method: 'POST', body: move });
}

/** The list shows the new order at once; a failure puts the old one back. */
export const reorderServiceGroupsMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['admin', 'servicegroups', 'reorder'],
    mutationFn: reorderServiceGroups,
    onMutate: async (move: Move) => {
      await queryClient.cancelQueries({ queryKey: serviceGroupsQueryKey });
      const previous = queryClient.getQueryData<AdminServiceGroup[]>(serviceGroupsQueryKey);
      if (previous) queryClient.setQueryData(serviceGroupsQueryKey, moveItem(previous, move));
      return { previous };
    },
    onError: (_error, _move, context) => {
      if (context?.previous) queryClient.setQueryData(serviceGroupsQueryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: serviceGroupsQueryKey }),
  });

export function useReorderServiceGroups() {
  return useMutation(reorderServiceGroupsMutationOptions(useQueryClient()));
}

import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { moved } from '@backend/shared/moved';
import { serviceGroupsQueryKey } from './get-service-groups';
import type { AdminServiceGroupView } from '@backend/contract/admin-services';
import type { MoveBody } from '@backend/contract/common';

export function reorderServiceGroups(move: MoveBody): Promise<AdminServiceGroupView[]> {
  return apiRequest<AdminServiceGroupView[]>('/admin/servicegroups/reorder', { method: 'POST', body: move });
}

/** The list shows the new order at once; a failure puts the old one back. */
export const reorderServiceGroupsMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['admin', 'servicegroups', 'reorder'],
    mutationFn: reorderServiceGroups,
    onMutate: async (move: MoveBody) => {
      await queryClient.cancelQueries({ queryKey: serviceGroupsQueryKey });
      const previous = queryClient.getQueryData<AdminServiceGroupView[]>(serviceGroupsQueryKey);
      if (previous) queryClient.setQueryData(serviceGroupsQueryKey, moved(previous, move));
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

import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { moved } from '@backend/shared/moved';
import { serviceGroupsQueryKey } from './get-service-groups';
import type { AdminServiceGroupView, ServiceMoveBody } from '@backend/contract/admin-services';

export function reorderServices(move: ServiceMoveBody): Promise<AdminServiceGroupView> {
  return apiRequest<AdminServiceGroupView>('/admin/services/reorder', { method: 'POST', body: move });
}

/** Moves within one category; shown at once, rolled back on failure. */
export const reorderServicesMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['admin', 'services', 'reorder'],
    mutationFn: reorderServices,
    onMutate: async (move: ServiceMoveBody) => {
      await queryClient.cancelQueries({ queryKey: serviceGroupsQueryKey });
      const previous = queryClient.getQueryData<AdminServiceGroupView[]>(serviceGroupsQueryKey);
      if (previous) {
        queryClient.setQueryData(
          serviceGroupsQueryKey,
          previous.map((group) => (group.id === move.serviceGroupId ? { ...group, services: moved(group.services, move) } : group)),
        );
      }
      return { previous };
    },
    onError: (_error, _move, context) => {
      if (context?.previous) queryClient.setQueryData(serviceGroupsQueryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: serviceGroupsQueryKey }),
  });

export function useReorderServices() {
  return useMutation(reorderServicesMutationOptions(useQueryClient()));
}

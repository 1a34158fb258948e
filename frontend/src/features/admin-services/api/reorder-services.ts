import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { moveItem, type Move } from '../lib/move';
import { serviceGroupsQueryKey, type AdminServiceGroup } from './get-service-groups';

export interface ServiceMove extends Move {
  serviceGroupId: string;
}

export function reorderServices(move: ServiceMove): Promise<AdminServiceGroup> {
  return apiRequest<AdminServiceGroup>('/admin/services/reorder', { method: 'POST', body: move });
}

/** Moves within one category; shown at once, rolled back on failure. */
export const reorderServicesMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['admin', 'services', 'reorder'],
    mutationFn: reorderServices,
    onMutate: async (move: ServiceMove) => {
      await queryClient.cancelQueries({ queryKey: serviceGroupsQueryKey });
      const previous = queryClient.getQueryData<AdminServiceGroup[]>(serviceGroupsQueryKey);
      if (previous) {
        queryClient.setQueryData(
          serviceGroupsQueryKey,
          previous.map((group) => (group.id === move.serviceGroupId ? { ...group, services: moveItem(group.services, move) } : group)),
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

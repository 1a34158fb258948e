import { mutationOptions, useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { moved, type Move } from '@backend/shared/moved';
import { serviceGroupsQueryKey } from './get-service-groups';
import { serviceGroupPagesQueryKey } from './get-service-group-page';
import type { AdminServiceGroupPage, AdminServiceGroupView, ServiceMoveBody } from '@backend/contract/admin-services';

export function reorderServices(move: ServiceMoveBody): Promise<AdminServiceGroupView> {
  return apiRequest<AdminServiceGroupView>('/admin/services/reorder', { method: 'POST', body: move });
}

/**
 * The rows shown with the move made, where both its ends are among them: a drag in an unfolded
 * category may reach past the list's first rows, which then wait for the reload after it.
 */
const movedIfShown = <T>(rows: T[], { oldIndex, newIndex }: Move): T[] =>
  Math.max(oldIndex, newIndex) < rows.length ? moved(rows, { oldIndex, newIndex }) : rows;

/** Moves within one category, in the list and in its open pages; shown at once, rolled back on failure. */
export const reorderServicesMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['admin', 'services', 'reorder'],
    mutationFn: reorderServices,
    onMutate: async (move: ServiceMoveBody) => {
      await queryClient.cancelQueries({ queryKey: serviceGroupsQueryKey });
      const previous: Array<[QueryKey, unknown]> = [
        [serviceGroupsQueryKey, queryClient.getQueryData(serviceGroupsQueryKey)],
        ...queryClient.getQueriesData({ queryKey: serviceGroupPagesQueryKey(move.serviceGroupId) }),
      ];
      queryClient.setQueryData<AdminServiceGroupView[]>(serviceGroupsQueryKey, (groups) =>
        groups?.map((group) => (group.id === move.serviceGroupId ? { ...group, services: movedIfShown(group.services, move) } : group)),
      );
      queryClient.setQueriesData<AdminServiceGroupPage>({ queryKey: serviceGroupPagesQueryKey(move.serviceGroupId) }, (page) =>
        page && page.list === 'services' ? { ...page, items: movedIfShown(page.items, move) } : page,
      );
      return { previous };
    },
    onError: (_error, _move, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: serviceGroupsQueryKey }),
  });

export function useReorderServices() {
  return useMutation(reorderServicesMutationOptions(useQueryClient()));
}

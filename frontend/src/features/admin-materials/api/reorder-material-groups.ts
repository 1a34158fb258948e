import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { moved } from '@backend/shared/moved';
import { adminMaterialsQueryKey } from './get-admin-materials';
import type { MoveBody } from '@backend/contract/common';
import type { MaterialGroupView } from '@backend/contract/materials';

/** POST /admin/materialgroups/reorder: answers every group in the new order. */
export function reorderMaterialGroups(move: MoveBody): Promise<MaterialGroupView[]> {
  return apiRequest<MaterialGroupView[]>('/admin/materialgroups/reorder', { method: 'POST', body: move });
}

/** The list shows the new order at once; a failure puts the old one back. */
export const reorderMaterialGroupsMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['admin', 'materials', 'groups', 'reorder'],
    mutationFn: reorderMaterialGroups,
    onMutate: async (move: MoveBody) => {
      await queryClient.cancelQueries({ queryKey: adminMaterialsQueryKey });
      const previous = queryClient.getQueryData<MaterialGroupView[]>(adminMaterialsQueryKey);
      if (previous) queryClient.setQueryData(adminMaterialsQueryKey, moved(previous, move));
      return { previous };
    },
    onError: (_error, _move, context) => {
      if (context?.previous) queryClient.setQueryData(adminMaterialsQueryKey, context.previous);
    },
    onSuccess: (groups) => queryClient.setQueryData(adminMaterialsQueryKey, groups),
  });

export function useReorderMaterialGroups() {
  return useMutation(reorderMaterialGroupsMutationOptions(useQueryClient()));
}

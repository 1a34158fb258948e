import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { moved } from '@backend/shared/moved';
import { adminMaterialsQueryKey } from './get-admin-materials';
import type { MaterialGroupView, MaterialMoveBody } from '@backend/contract/materials';

/** POST /admin/materials/reorder: within one group; answers every group in the new order. */
export function reorderMaterials(body: MaterialMoveBody): Promise<MaterialGroupView[]> {
  return apiRequest<MaterialGroupView[]>('/admin/materials/reorder', { method: 'POST', body });
}

/** The group shows the new order at once; a failure puts the old one back. */
export const reorderMaterialsMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['admin', 'materials', 'reorder'],
    mutationFn: reorderMaterials,
    onMutate: async ({ materialGroupId, ...move }: MaterialMoveBody) => {
      await queryClient.cancelQueries({ queryKey: adminMaterialsQueryKey });
      const previous = queryClient.getQueryData<MaterialGroupView[]>(adminMaterialsQueryKey);
      if (previous) {
        const next = previous.map((group) => (group.id === materialGroupId ? { ...group, materials: moved(group.materials, move) } : group));
        queryClient.setQueryData(adminMaterialsQueryKey, next);
      }
      return { previous };
    },
    onError: (_error, _move, context) => {
      if (context?.previous) queryClient.setQueryData(adminMaterialsQueryKey, context.previous);
    },
    onSuccess: (groups) => queryClient.setQueryData(adminMaterialsQueryKey, groups),
  });

export function useReorderMaterials() {
  return useMutation(reorderMaterialsMutationOptions(useQueryClient()));
}

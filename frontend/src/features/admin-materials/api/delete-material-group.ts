import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminMaterialsQueryKey } from './get-admin-materials';
import type { MaterialGroupView, MaterialIdBody } from '@backend/contract/materials';

/** DELETE /admin/materials/groups: an empty group; answers every group left. */
export function deleteMaterialGroup(body: MaterialIdBody): Promise<MaterialGroupView[]> {
  return apiRequest<MaterialGroupView[]>('/admin/materials/groups', { method: 'DELETE', body });
}

export const deleteMaterialGroupMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['admin', 'materials', 'groups', 'delete'],
    mutationFn: deleteMaterialGroup,
    onSuccess: (groups) => queryClient.setQueryData(adminMaterialsQueryKey, groups),
  });

export function useDeleteMaterialGroup() {
  return useMutation(deleteMaterialGroupMutationOptions(useQueryClient()));
}

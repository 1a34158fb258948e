import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminMaterialsQueryKey } from './get-admin-materials';
import type { MaterialGroupView, MaterialIdBody } from '@backend/contract/materials';

/** DELETE /admin/materials: answers every group as it now stands. */
export function deleteMaterial(body: MaterialIdBody): Promise<MaterialGroupView[]> {
  return apiRequest<MaterialGroupView[]>('/admin/materials', { method: 'DELETE', body });
}

export const deleteMaterialMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['admin', 'materials', 'delete'],
    mutationFn: deleteMaterial,
    onSuccess: (groups) => queryClient.setQueryData(adminMaterialsQueryKey, groups),
  });

export function useDeleteMaterial() {
  return useMutation(deleteMaterialMutationOptions(useQueryClient()));
}

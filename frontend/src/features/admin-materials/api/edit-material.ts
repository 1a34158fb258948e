import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminMaterialsQueryKey } from './get-admin-materials';
import type { EditMaterialBody, MaterialView } from '@backend/contract/materials';

/** PUT /admin/materials: the id and the fields that changed; answers the material. */
export function editMaterial(body: EditMaterialBody): Promise<MaterialView> {
  return apiRequest<MaterialView>('/admin/materials', { method: 'PUT', body });
}

export const editMaterialMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['admin', 'materials', 'edit'],
    mutationFn: editMaterial,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminMaterialsQueryKey }),
  });

export function useEditMaterial() {
  return useMutation(editMaterialMutationOptions(useQueryClient()));
}

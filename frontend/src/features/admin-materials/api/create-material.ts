import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminMaterialsQueryKey } from './get-admin-materials';
import type { CreateMaterialBody, MaterialView } from '@backend/contract/materials';

/** POST /admin/materials: a new material at the end of the group; answers it. */
export function createMaterial(body: CreateMaterialBody): Promise<MaterialView> {
  return apiRequest<MaterialView>('/admin/materials', { method: 'POST', body });
}

export const createMaterialMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['admin', 'materials', 'create'],
    mutationFn: createMaterial,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminMaterialsQueryKey }),
  });

export function useCreateMaterial() {
  return useMutation(createMaterialMutationOptions(useQueryClient()));
}

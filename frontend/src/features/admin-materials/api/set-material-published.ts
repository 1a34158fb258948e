import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminMaterialsQueryKey } from './get-admin-materials';
import type { MaterialView } from '@backend/contract/materials';

/** POST /admin/materials/publish or /unpublish: shown to members or taken back as a draft; answers the material. */
export function setMaterialPublished({ id, published }: { id: string; published: boolean }): Promise<MaterialView> {
  return apiRequest<MaterialView>(`/admin/materials/${published ? 'publish' : 'unpublish'}`, { method: 'POST', body: { id } });
}

export const setMaterialPublishedMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['admin', 'materials', 'publish'],
    mutationFn: setMaterialPublished,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminMaterialsQueryKey }),
  });

export function useSetMaterialPublished() {
  return useMutation(setMaterialPublishedMutationOptions(useQueryClient()));
}

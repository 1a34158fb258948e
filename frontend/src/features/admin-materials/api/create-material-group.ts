import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminMaterialsQueryKey } from './get-admin-materials';
import type { MaterialGroupView } from '@backend/contract/materials';

/** POST /admin/materials/groups (empty body): the new, empty group. */
export function createMaterialGroup(): Promise<MaterialGroupView> {
  return apiRequest<MaterialGroupView>('/admin/materials/groups', { method: 'POST' });
}

export const createMaterialGroupMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['admin', 'materials', 'groups', 'create'],
    mutationFn: createMaterialGroup,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminMaterialsQueryKey }),
  });

export function useCreateMaterialGroup() {
  return useMutation(createMaterialGroupMutationOptions(useQueryClient()));
}

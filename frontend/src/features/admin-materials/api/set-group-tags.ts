import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminMaterialsQueryKey } from './get-admin-materials';
import type { GroupTagsBody, MaterialGroupView } from '@backend/contract/materials';

/** PUT /admin/materials/groups: the tags joined by semicolons; answers the group. */
export function setGroupTags(body: GroupTagsBody): Promise<MaterialGroupView> {
  return apiRequest<MaterialGroupView>('/admin/materials/groups', { method: 'PUT', body });
}

export const setGroupTagsMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['admin', 'materials', 'groups', 'tags'],
    mutationFn: setGroupTags,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminMaterialsQueryKey }),
  });

export function useSetGroupTags() {
  return useMutation(setGroupTagsMutationOptions(useQueryClient()));
}

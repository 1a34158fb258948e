import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { serviceGroupsQueryKey, type AdminServiceGroup } from './get-service-groups';

export interface RenameServiceGroupInput {
  id: string;
  name: string;
}

export function renameServiceGroup({ id, name }: RenameServiceGroupInput): Promise<AdminServiceGroup> {
  return apiRequest<AdminServiceGroup>(`/admin/servicegroups/${encodeURIComponent(id)}`, { method: 'PUT', body: { name } });
}

export const renameServiceGroupMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['admin', 'servicegroups', 'rename'],
    mutationFn: renameServiceGroup,
    onSettled: () => queryClient.invalidateQueries({ queryKey: serviceGroupsQueryKey }),
  });

export function useRenameServiceGroup() {
  return useMutation(renameServiceGroupMutationOptions(useQueryClient()));
}

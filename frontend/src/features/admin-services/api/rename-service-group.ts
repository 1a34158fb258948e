import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { serviceGroupsQueryKey } from './get-service-groups';
import type { AdminServiceGroupView, GroupNameBody } from '@backend/contract/admin-services';

export type RenameServiceGroupInput = GroupNameBody & { id: string };

export function renameServiceGroup({ id, name }: RenameServiceGroupInput): Promise<AdminServiceGroupView> {
  return apiRequest<AdminServiceGroupView>(`/admin/servicegroups/${encodeURIComponent(id)}`, { method: 'PUT', body: { name } });
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

import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminServiceQueryKey } from './get-admin-service';
import { serviceGroupsQueryKey } from './get-service-groups';
import type { AdminServiceView, MoveServiceBody } from '@backend/contract/admin-services';

/** The service's id and the category it goes to the end of. */
export type MoveServiceInput = MoveServiceBody & { id: string };

export function moveService({ id, serviceGroupId }: MoveServiceInput): Promise<AdminServiceView> {
  return apiRequest<AdminServiceView>(`/admin/services/${encodeURIComponent(id)}/move`, { method: 'POST', body: { serviceGroupId } });
}

export const moveServiceMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['admin', 'services', 'move'],
    mutationFn: moveService,
    onSettled: (_data, _error, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: serviceGroupsQueryKey }),
        queryClient.invalidateQueries({ queryKey: adminServiceQueryKey(id) }),
      ]),
  });

export function useMoveService() {
  return useMutation(moveServiceMutationOptions(useQueryClient()));
}

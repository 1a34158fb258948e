import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminServiceQueryKey } from './get-admin-service';
import { serviceGroupsQueryKey } from './get-service-groups';
import type { AdminServiceView, ArchiveBody } from '@backend/contract/admin-services';

/** The service's id, and true to archive, false to restore. */
export type ArchiveServiceInput = ArchiveBody & { id: string };

export function archiveService({ id, archived }: ArchiveServiceInput): Promise<AdminServiceView> {
  return apiRequest<AdminServiceView>(`/admin/services/${encodeURIComponent(id)}/archive`, { method: 'POST', body: { archived } });
}

export const archiveServiceMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['admin', 'services', 'archive'],
    mutationFn: archiveService,
    onSettled: (_data, _error, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: serviceGroupsQueryKey }),
        queryClient.invalidateQueries({ queryKey: adminServiceQueryKey(id) }),
      ]),
  });

export function useArchiveService() {
  return useMutation(archiveServiceMutationOptions(useQueryClient()));
}

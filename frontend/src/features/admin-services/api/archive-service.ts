import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminServiceQueryKey } from './get-admin-service';
import { serviceGroupsQueryKey, type AdminService } from './get-service-groups';

export interface ArchiveServiceInput {
  id: string;
  /** true archives, false restores. */
  archived: boolean;
}

export function archiveService({ id, archived }: ArchiveServiceInput): Promise<AdminService> {
  return apiRequest<AdminService>(`/admin/services/${encodeURIComponent(id)}/archive`, { method: 'POST', body: { archived } });
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

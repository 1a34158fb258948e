import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { serviceFilesQueryKey } from './get-service-files';
import type { ServiceFileView } from '@backend/contract/admin-services';

export interface DeleteServiceFileInput {
  serviceId: string;
  fileId: string;
}

/** Answers the remaining files. */
export function deleteServiceFile({ serviceId, fileId }: DeleteServiceFileInput): Promise<ServiceFileView[]> {
  return apiRequest<ServiceFileView[]>(`/admin/services/${encodeURIComponent(serviceId)}/files/${encodeURIComponent(fileId)}`, {
    method: 'DELETE',
  });
}

export const deleteServiceFileMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['admin', 'services', 'files', 'delete'],
    mutationFn: deleteServiceFile,
    onSuccess: (files, { serviceId }) => queryClient.setQueryData(serviceFilesQueryKey(serviceId), files),
    onSettled: (_data, _error, { serviceId }) => queryClient.invalidateQueries({ queryKey: serviceFilesQueryKey(serviceId) }),
  });

export function useDeleteServiceFile() {
  return useMutation(deleteServiceFileMutationOptions(useQueryClient()));
}

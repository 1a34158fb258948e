import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { serviceFilesQueryKey } from './get-service-files';
import type { ServiceFileView } from '@backend/contract/admin-services';

export interface UploadServiceFileInput {
  serviceId: string;
  file: File;
}

export function uploadServiceFile({ serviceId, file }: UploadServiceFileInput): Promise<ServiceFileView> {
  const body = new FormData();
  body.append('file', file);
  return apiRequest<ServiceFileView>(`/admin/services/${encodeURIComponent(serviceId)}/upload`, { method: 'POST', body });
}

export const uploadServiceFileMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['admin', 'services', 'files', 'upload'],
    mutationFn: uploadServiceFile,
    onSettled: (_data, _error, { serviceId }) => queryClient.invalidateQueries({ queryKey: serviceFilesQueryKey(serviceId) }),
  });

export function useUploadServiceFile() {
  return useMutation(uploadServiceFileMutationOptions(useQueryClient()));
}

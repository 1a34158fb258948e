import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { UploadedImageView } from '@backend/contract/admin-services';

export interface UploadServiceImageInput {
  serviceId: string;
  file: File;
}

/** Stores the picture; the service's `image` field changes only when the dialog is saved. */
export function uploadServiceImage({ serviceId, file }: UploadServiceImageInput): Promise<UploadedImageView[]> {
  const body = new FormData();
  body.append('file', file);
  return apiRequest<UploadedImageView[]>(`/admin/services/${encodeURIComponent(serviceId)}/upload/image`, { method: 'POST', body });
}

export const uploadServiceImageMutationOptions = () =>
  mutationOptions({
    mutationKey: ['admin', 'services', 'image', 'upload'],
    mutationFn: uploadServiceImage,
  });

export function useUploadServiceImage() {
  return useMutation(uploadServiceImageMutationOptions());
}

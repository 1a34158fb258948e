import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface UploadedImage {
  originalname: string;
  filename: string;
  /** Under /klub/letoltesek/images/. */
  url: string;
  size: number;
}

export interface UploadServiceImageInput {
  serviceId: string;
  file: File;
}

/** Stores the picture; the service's `image` field changes only when the dialog is saved. */
export function uploadServiceImage({ serviceId, file }: UploadServiceImageInput): Promise<UploadedImage[]> {
  const body = new FormData();
  body.append('file', file);
  return apiRequest<UploadedImage[]>(`/admin/services/${encodeURIComponent(serviceId)}/upload/image`, { method: 'POST', body });
}

export const uploadServiceImageMutationOptions = () =>
  mutationOptions({
    mutationKey: ['admin', 'services', 'image', 'upload'],
    mutationFn: uploadServiceImage,
  });

export function useUploadServiceImage() {
  return useMutation(uploadServiceImageMutationOptions());
}

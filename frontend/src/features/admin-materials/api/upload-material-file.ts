import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminMaterialsQueryKey } from './get-admin-materials';
import type { MaterialView } from '@backend/contract/materials';

export interface UploadMaterialFileInput {
  materialId: string;
  file: File;
}

/** POST /admin/materials/{id}/upload: a PDF, Word or PowerPoint file becomes the material. */
export function uploadMaterialFile({ materialId, file }: UploadMaterialFileInput): Promise<MaterialView> {
  const body = new FormData();
  body.append('file', file);
  return apiRequest<MaterialView>(`/admin/materials/${encodeURIComponent(materialId)}/upload`, { method: 'POST', body });
}

export const uploadMaterialFileMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['admin', 'materials', 'upload'],
    mutationFn: uploadMaterialFile,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminMaterialsQueryKey }),
  });

export function useUploadMaterialFile() {
  return useMutation(uploadMaterialFileMutationOptions(useQueryClient()));
}

import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateCodes } from './add-service-codes';
import type { CodesReport } from '@backend/contract/admin-services';

export interface UploadServiceCodesInput {
  serviceId: string;
  file: File;
}

/** A text, CSV or XLSX file with one coupon code per row. */
export function uploadServiceCodes({ serviceId, file }: UploadServiceCodesInput): Promise<CodesReport> {
  const body = new FormData();
  body.append('file', file);
  return apiRequest<CodesReport>(`/admin/services/${encodeURIComponent(serviceId)}/codes/upload`, { method: 'POST', body });
}

export const uploadServiceCodesMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['admin', 'services', 'codes', 'upload'],
    mutationFn: uploadServiceCodes,
    onSettled: (_data, _error, { serviceId }) => invalidateCodes(queryClient, serviceId),
  });

export function useUploadServiceCodes() {
  return useMutation(uploadServiceCodesMutationOptions(useQueryClient()));
}

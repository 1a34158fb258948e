import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { DownloadToken } from '@backend/contract/platform';

/** GET /api/materials/downloadtoken: a 60-second token for a link the browser opens without our Authorization header (exports, members-only files). */
export function getDownloadToken(): Promise<DownloadToken> {
  return apiRequest<DownloadToken>('/materials/downloadtoken');
}

/** A mutation, not a query: each download needs a fresh token, never a cached one. */
export const getDownloadTokenMutationOptions = () =>
  mutationOptions({
    mutationKey: ['materials', 'downloadtoken'],
    mutationFn: getDownloadToken,
  });

export function useGetDownloadToken() {
  return useMutation(getDownloadTokenMutationOptions());
}

import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface DownloadToken {
  token: string;
}

/** A 60-second token for links the browser opens without our Authorization header (exports). */
export function getDownloadToken(): Promise<DownloadToken> {
  return apiRequest<DownloadToken>('/materials/downloadtoken');
}

/** A mutation, not a query: every export needs a fresh token, never a cached one. */
export const getDownloadTokenMutationOptions = () =>
  mutationOptions({
    mutationKey: ['materials', 'downloadtoken'],
    mutationFn: getDownloadToken,
  });

export function useGetDownloadToken() {
  return useMutation(getDownloadTokenMutationOptions());
}

export function usersExportUrl(token: string): string {
  return `/api/admin/users/export?token=${encodeURIComponent(token)}`;
}

import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface DownloadToken {
  token: string;
}

/** A 60-second token for a link the browser opens without our Authorization header. */
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

/** The XLSX of a service's sign-ups (GET /admin/services/export/{id}?token=…). */
export function signupsExportUrl(serviceId: string, token: string): string {
  return `/api/admin/services/export/${encodeURIComponent(serviceId)}?token=${encodeURIComponent(token)}`;
}

import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { DownloadToken } from '@backend/contract/platform';

/**
 * GET /api/materials/downloadtoken?path=…: a 60-second token for the one link at `path` (an export or a
 * file the browser opens without our Authorization header). It opens that link once, while this
 * session lasts: ask for a fresh one for every download.
 */
export function getDownloadToken(path: string): Promise<DownloadToken> {
  return apiRequest<DownloadToken>(`/materials/downloadtoken?path=${encodeURIComponent(path)}`);
}

/** The link at `path` (with its own `search`, e.g. an export's filters) carrying a fresh token made for it. */
export async function withDownloadToken(path: string, search = ''): Promise<string> {
  const { token } = await getDownloadToken(path);
  const own = search.replace(/^\?/, '');
  return `${path}?${own ? `${own}&` : ''}token=${encodeURIComponent(token)}`;
}

/** A mutation, not a query: each download needs a fresh token, never a cached one. */
export const getDownloadTokenMutationOptions = () =>
  mutationOptions({
    mutationKey: ['materials', 'downloadtoken'],
    mutationFn: ({ path, search }: { path: string; search?: string }) => withDownloadToken(path, search),
  });

/** Answers the link to open, with its token in it. */
export function useDownloadLink() {
  return useMutation(getDownloadTokenMutationOptions());
}

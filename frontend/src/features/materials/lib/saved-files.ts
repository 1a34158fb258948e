import { withDownloadToken } from '@/lib/api/get-download-token';
import { offlineStoreName } from '@/lib/offline-copies';

/**
 * Material files saved for offline reading (DESIGN §6: per user, on the member's request), in Cache
 * Storage under the file's link (without its token). Trello boards and videos are never saved.
 * The cache's name carries the member's id: another member's sign-in, signing out, any 401 and the
 * end of a session without "stay signed in" delete it (lib/offline-copies).
 */
const cacheOf = (userId: string) => caches.open(offlineStoreName('materials', userId));

export const offlineFilesSupported = (): boolean => typeof caches !== 'undefined';

/** The links saved for this member, with each file's size in bytes. */
export async function savedFiles(userId: string): Promise<Map<string, number>> {
  if (!offlineFilesSupported()) return new Map();
  const cache = await cacheOf(userId);
  const saved = new Map<string, number>();
  for (const request of await cache.keys()) {
    const response = await cache.match(request);
    const size = Number(response?.headers.get('content-length') ?? (await response?.clone().blob())?.size ?? 0);
    saved.set(new URL(request.url).pathname, size);
  }
  return saved;
}

/**
 * Fetches each link with a fresh download token made for it and keeps the answer; `onProgress` after each file.
 * Asks the browser once, on the first save, to keep the storage through space pressure.
 */
export async function saveFiles(userId: string, links: readonly string[], onProgress: (done: number) => void): Promise<void> {
  await navigator.storage?.persist?.().catch(() => false);
  const cache = await cacheOf(userId);
  let done = 0;
  for (const link of links) {
    const response = await fetch(await withDownloadToken(link));
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body = await response.blob();
    const headers = new Headers(response.headers);
    headers.set('content-length', String(body.size));
    await cache.put(link, new Response(body, { status: 200, headers }));
    onProgress(++done);
  }
}

export async function removeFiles(userId: string, links: readonly string[]): Promise<void> {
  const cache = await cacheOf(userId);
  await Promise.all(links.map((link) => cache.delete(link)));
}

/** The saved file, to open without a connection; null when it was never saved. */
export async function savedFile(userId: string, link: string): Promise<Blob | null> {
  if (!offlineFilesSupported()) return null;
  const response = await (await cacheOf(userId)).match(link);
  return response ? response.blob() : null;
}

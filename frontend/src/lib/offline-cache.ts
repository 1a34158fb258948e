import { ApiError } from './api-client';

/**
 * The per-user offline copies of a few lists (DESIGN §6: offline data is per user and explicit):
 * the last good answer of a call, kept in this browser under the member's id with the time it
 * arrived. Signing out, or any 401, forgets them all.
 */
const PREFIX = 'offline:';

export interface Kept<T> {
  data: T;
  /** When the server gave this answer (ISO time). */
  savedAt: string;
}

const keyOf = (userId: string, name: string) => `${PREFIX}${userId}:${name}`;

export function readKept<T>(userId: string, name: string): Kept<T> | null {
  try {
    const raw = localStorage.getItem(keyOf(userId, name));
    return raw ? (JSON.parse(raw) as Kept<T>) : null;
  } catch {
    return null;
  }
}

function keep<T>(userId: string, name: string, data: T, now: Date): void {
  try {
    localStorage.setItem(keyOf(userId, name), JSON.stringify({ data, savedAt: now.toISOString() } satisfies Kept<T>));
  } catch {
    // Storage full or refused (private mode): the list still works online.
  }
}

/** Cache Storage names of per-user offline files (saved materials) start with this. */
export const OFFLINE_CACHE_PREFIX = 'offline-';

/**
 * Forgets every kept copy and every saved file, of every user of this browser: the lists at once,
 * the files' caches as soon as the browser has deleted them.
 */
export function forgetKept(): Promise<void> {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(PREFIX)) localStorage.removeItem(key);
  } catch {
    // Nothing kept, or storage unavailable.
  }
  if (typeof caches === 'undefined') return Promise.resolve();
  return caches
    .keys()
    .then((names) => Promise.all(names.filter((name) => name.startsWith(OFFLINE_CACHE_PREFIX)).map((name) => caches.delete(name))))
    .then(() => undefined, () => undefined);
}

/**
 * Network first: a fresh answer is kept and returned with `savedAt: null`; when the network is
 * down, the kept answer with its time; with nothing kept, the network error.
 */
export async function networkFirst<T>(userId: string, name: string, load: () => Promise<T>, now = () => new Date()): Promise<{ data: T; savedAt: string | null }> {
  try {
    const data = await load();
    keep(userId, name, data, now());
    return { data, savedAt: null };
  } catch (error) {
    const kept = error instanceof ApiError && error.code === 'NETWORK_ERROR' ? readKept<T>(userId, name) : null;
    if (!kept) throw error;
    return kept;
  }
}

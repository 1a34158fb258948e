import { ApiError } from './api-client';
import { offlineEntryKey as keyOf } from './offline-copies';

/**
 * The per-user offline copies of a few lists (DESIGN §6: offline data is per user and explicit):
 * the last good answer of a call, kept in this browser under the member's id with the time it
 * arrived. When they go (another member signs in, the session ends): lib/offline-copies.
 */

export interface Kept<T> {
  data: T;
  /** When the server gave this answer (ISO time). */
  savedAt: string;
}

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

import { ApiError } from './api-client';

/**
 * Why a page's data did not arrive, in the terms the page tells its reader: no connection (and no
 * copy saved on the device), a server that did not answer in time, one that could not be reached or
 * failed, or a refusal (a 4xx the page has no words of its own for).
 */
export type LoadFailureReason = 'offline' | 'timeout' | 'unreachable' | 'server' | 'refused';

/** `paused`: the query waits for the network (TanStack Query's offline pause), with no error yet. */
export function loadFailureReason(error: unknown, { online, paused = false }: { online: boolean; paused?: boolean }): LoadFailureReason {
  if (!online || paused) return 'offline';
  if (!(error instanceof ApiError)) return 'server';
  if (error.code === 'TIMEOUT') return 'timeout';
  if (error.status === 0) return 'unreachable';
  return error.status >= 500 ? 'server' : 'refused';
}

/**
 * Whether a failed read is worth trying again by itself, at once: a server error or a dropped
 * connection often passes in a second. A refusal will not change, a timeout has already taken its
 * time, and offline there is nothing to reach: those are told to the reader straight away.
 */
export function worthRetrying(error: unknown, online: boolean): boolean {
  if (!online) return false;
  if (!(error instanceof ApiError)) return true;
  if (error.status === 0) return error.code !== 'TIMEOUT';
  return error.status >= 500;
}

/** A refusal (4xx): an answer about the request itself, which a page may have its own words for. */
export const isRefusal = (error: unknown): error is ApiError => error instanceof ApiError && error.status >= 400 && error.status < 500;

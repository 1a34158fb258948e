import { QueryClient } from '@tanstack/react-query';
import { worthRetrying } from '@/lib/load-failure';

/**
 * A read tries at most three times, the retries half a second and a second apart: a page tells its
 * reader what went wrong within a few seconds, not after half a minute of backing off.
 */
const MAX_RETRIES = 2;
const retryDelay = (failureCount: number) => 500 * 2 ** failureCount;

function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_RETRIES && worthRetrying(error, typeof navigator === 'undefined' || navigator.onLine);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // 'always': a read runs offline too and fails at once (the page says so, and retries once the
      // connection is back), instead of pausing on "Betöltés…" until the browser reports a network.
      queries: { retry: shouldRetry, retryDelay, networkMode: 'always', staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

import type { LiveNotice } from '@backend/contract/live';
import { reportUnauthenticated } from './api-client';

const FIRST_RETRY_MS = 1000;
const LAST_RETRY_MS = 30_000;

/** Splits what arrived into complete server-sent events; answers their `data` and what is left over. */
export function parseEvents(buffer: string): { data: string[]; rest: string } {
  const data: string[] = [];
  let rest = buffer.replace(/\r\n/g, '\n');
  for (let end = rest.indexOf('\n\n'); end >= 0; end = rest.indexOf('\n\n')) {
    const lines = rest.slice(0, end).split('\n');
    rest = rest.slice(end + 2);
    const payload = lines.filter((line) => line.startsWith('data:')).map((line) => line.slice(5).trimStart());
    if (payload.length > 0) data.push(payload.join('\n'));
  }
  return { data, rest };
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * Follows GET /api/live for as long as `signal` allows, with the bearer token in the header (never in
 * the URL), and reconnects with a growing pause (1 s up to 30 s) when the connection drops. A 401 ends
 * it and is reported like any API call's: the session is over (ended elsewhere, account gone).
 */
export async function followLiveNotices(token: string, onNotice: (notice: LiveNotice) => void, signal: AbortSignal): Promise<void> {
  let retryMs = FIRST_RETRY_MS;
  while (!signal.aborted) {
    try {
      const response = await fetch('/api/live', { headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' }, signal });
      if (response.status === 401) return reportUnauthenticated(token);
      if (response.status === 403) return;
      if (response.ok && response.body) {
        retryMs = FIRST_RETRY_MS;
        const reader = response.body.getReader();
        const decoder = new TextDecoder();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          const parsed = parseEvents(buffer + decoder.decode(value, { stream: true }));
          buffer = parsed.rest;
          for (const data of parsed.data) onNotice(JSON.parse(data) as LiveNotice);
        }
      }
    } catch {
      // Dropped (or aborted): tried again below unless aborted.
    }
    await wait(retryMs, signal);
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
  }
}

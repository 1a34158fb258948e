import type { LiveNotice } from '@backend/contract/live';
import { reportUnauthenticated } from './api-client';

const FIRST_RETRY_MS = 1000;
const LAST_RETRY_MS = 30_000;
/** A stream that stayed open this long was healthy: after it drops, the pauses start from the first again. */
const HEALTHY_STREAM_MS = 60_000;
/** The longest Retry-After followed: a wrong header must not silence a tab for hours. */
const LONGEST_RETRY_AFTER_MS = 10 * 60_000;

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

/** How long a Retry-After header (seconds, or an HTTP date) asks to wait, in ms; null without a usable one. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header?.trim()) return null;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - now;
  return Number.isNaN(ms) ? null : Math.min(Math.max(ms, 0), LONGEST_RETRY_AFTER_MS);
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/** Up to a fifth more, so that tabs dropped together (a restart, a full server) do not all come back together. */
const spread = (ms: number) => ms + Math.floor((Math.random() * ms) / 5);

/** Reads notices until the stream ends; answers whether it ended because its session did. */
async function readNotices(body: ReadableStream<Uint8Array>, onNotice: (notice: LiveNotice) => void): Promise<'session-ended' | 'closed'> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return 'closed';
    const parsed = parseEvents(buffer + decoder.decode(value, { stream: true }));
    buffer = parsed.rest;
    for (const data of parsed.data) {
      const notice = JSON.parse(data) as LiveNotice;
      if (notice.topic === 'sessionEnded') {
        void reader.cancel();
        return 'session-ended';
      }
      onNotice(notice);
    }
  }
}

/**
 * Follows GET /api/live for as long as `signal` allows, with the bearer token in the header (never in
 * the URL). The session ending ends it, reported like any API call's 401 (the sign-in dialog says the
 * session ended): a 401 when connecting, or the server closing the stream with `sessionEnded` (signed
 * out everywhere, a new password, disabled, erased). Otherwise it comes back after a growing pause (1 s
 * up to 30 s, a little spread): when the connection drops, when the server closes the stream (a stream
 * closed again at once is not retried at once), and when it is refused for now (429: the member has too
 * many tabs open, 503: the server is full) never sooner than its Retry-After.
 */
export async function followLiveNotices(token: string, onNotice: (notice: LiveNotice) => void, signal: AbortSignal): Promise<void> {
  let retryMs = FIRST_RETRY_MS;
  while (!signal.aborted) {
    let pauseMs = retryMs;
    try {
      const response = await fetch('/api/live', { headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' }, signal });
      if (response.status === 401) return reportUnauthenticated(token);
      if (response.status === 403) return;
      if (response.ok && response.body) {
        const openedAt = Date.now();
        if ((await readNotices(response.body, onNotice)) === 'session-ended') return reportUnauthenticated(token);
        if (Date.now() - openedAt >= HEALTHY_STREAM_MS) retryMs = pauseMs = FIRST_RETRY_MS;
      } else {
        void response.body?.cancel();
        pauseMs = Math.max(retryMs, retryAfterMs(response.headers.get('Retry-After')) ?? 0);
      }
    } catch {
      // Dropped (or aborted): tried again below unless aborted.
    }
    await wait(spread(pauseMs), signal);
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
  }
}

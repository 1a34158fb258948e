import type { LiveNotice } from '../../../backend/src/contract/live';
import { conformanceOf } from './openapi-conformance';

export interface LiveTab {
  response: Response;
  /** The JSON error of a refused stream (401, 429, 503), held to the OpenAPI document; null when let in. */
  refusal: unknown;
  /** The notices that arrived so far, in order. */
  notices: LiveNotice[];
  /** True once the server ended the stream (the tab did not close it). */
  readonly endedByServer: boolean;
  /** Settles when the stream is over, whichever side ended it. */
  over: Promise<void>;
  close(): Promise<void>;
}

/**
 * A signed-in tab's stream of notices, read as the browser reads it: fetch with the Authorization
 * header. A refused stream (401, 429, 503) is answered as it came, its JSON held to the OpenAPI document.
 */
export async function listen(app: { url: string }, token: string): Promise<LiveTab> {
  const controller = new AbortController();
  const response = await fetch(`${app.url}/api/live`, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
  const notices: LiveNotice[] = [];
  let endedByServer = false;
  if (!response.ok) {
    const refusal: unknown = await response.json();
    (await conformanceOf(app)).check('GET', '/live', response.status, refusal);
    return { response, refusal, notices, endedByServer, over: Promise.resolve(), close: async () => undefined };
  }
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const over = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) {
          endedByServer = true;
          return;
        }
        buffer += decoder.decode(value, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          for (const line of block.split('\n')) if (line.startsWith('data: ')) notices.push(JSON.parse(line.slice(6)) as LiveNotice);
        }
      }
    } catch {
      // aborted by the tab
    }
  })();
  return {
    response,
    refusal: null,
    notices,
    get endedByServer() {
      return endedByServer;
    },
    over,
    close: async () => {
      controller.abort();
      await over;
    },
  };
}

/** Waits until the server has ended the stream (or fails after `timeoutMs`); answers its last notice. */
export async function endOf(tab: LiveTab, timeoutMs = 5000): Promise<LiveNotice | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const stayedOpen = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`the stream stayed open ${timeoutMs} ms, having heard ${JSON.stringify(tab.notices)}`)), timeoutMs);
  });
  try {
    await Promise.race([tab.over, stayedOpen]);
  } finally {
    clearTimeout(timer);
  }
  if (!tab.endedByServer) throw new Error('the stream was closed by the tab, not ended by the server');
  return tab.notices.at(-1);
}

/** Polls until `check` holds (notices arrive after the request that caused them has answered). */
export async function until(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Opens streams until one is let in: a tab's slot is freed once the server has seen it close. */
export async function listenOnceFree(app: { url: string }, token: string, timeoutMs = 5000): Promise<LiveTab> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const tab = await listen(app, token);
    if (tab.response.ok || Date.now() > deadline) return tab;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

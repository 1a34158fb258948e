import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, signInAs } from '@/testing/test-utils';
import { ANSWER_TIMEOUT_MS, ApiError, apiRequest, endingOwnSession, onUnauthenticated, reportUnauthenticated } from './api-client';

describe('apiRequest', () => {
  it('sends JSON with the bearer token to /api', async () => {
    const token = signInAs();
    const fetchMock = mockApi({ 'POST /api/things': () => jsonResponse(201, { ok: true }) });
    await expect(apiRequest('/things', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/things');
    expect(init?.headers).toMatchObject({ Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' });
    expect(init?.body).toBe('{"a":1}');
  });

  it('turns an error body into an ApiError with code and field errors', async () => {
    mockApi({
      'POST /api/user/login': () =>
        jsonResponse(400, { statusCode: 400, message: 'VALIDATION_FAILED', errors: [{ field: 'email', code: 'isNotEmpty' }] }),
    });
    const error = await apiRequest('/user/login', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', fieldErrors: { email: 'isNotEmpty' } });
  });

  it('reads a code outside the server’s vocabulary (a proxy’s words, a newer server) as UNKNOWN, keeping the status', async () => {
    mockApi({ 'GET /api/a': () => jsonResponse(502, { statusCode: 502, message: 'BAD_GATEWAY' }) });
    await expect(apiRequest('/a')).rejects.toMatchObject({ status: 502, code: 'UNKNOWN' });
  });

  it('reports a 429 without a JSON body as TOO_MANY_REQUESTS and a network failure as NETWORK_ERROR', async () => {
    mockApi({ 'GET /api/a': () => new Response('slow down', { status: 429 }) });
    await expect(apiRequest('/a')).rejects.toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiRequest('/a')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  describe('a server that does not answer (issue 21)', () => {
    /** A fetch that never answers, failing only when its signal aborts, as the browser's does. */
    const silentServer = () =>
      vi.fn((_url: string, init?: RequestInit) => new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))));

    it('fails a read with TIMEOUT once it has waited its time, not for ever', async () => {
      vi.useFakeTimers();
      try {
        vi.stubGlobal('fetch', silentServer());
        const answer = apiRequest('/profile').catch((e: unknown) => e);
        await vi.advanceTimersByTimeAsync(ANSWER_TIMEOUT_MS.read - 1);
        let settled = false;
        void answer.then(() => (settled = true));
        await Promise.resolve();
        expect(settled).toBe(false);
        await vi.advanceTimersByTimeAsync(1);
        expect(await answer).toMatchObject({ status: 0, code: 'TIMEOUT' });
      } finally {
        vi.useRealTimers();
      }
    });

    it('gives writes and uploads longer', async () => {
      vi.useFakeTimers();
      try {
        vi.stubGlobal('fetch', silentServer());
        const write = apiRequest('/things', { method: 'POST', body: {} }).catch((e: unknown) => e);
        const upload = apiRequest('/files', { method: 'POST', body: new FormData() }).catch((e: unknown) => e);
        let written: unknown = null;
        void write.then((e) => (written = e));
        await vi.advanceTimersByTimeAsync(ANSWER_TIMEOUT_MS.read);
        expect(written).toBeNull();
        await vi.advanceTimersByTimeAsync(ANSWER_TIMEOUT_MS.write - ANSWER_TIMEOUT_MS.read);
        expect(await write).toMatchObject({ code: 'TIMEOUT' });
        await vi.advanceTimersByTimeAsync(ANSWER_TIMEOUT_MS.upload - ANSWER_TIMEOUT_MS.write);
        expect(await upload).toMatchObject({ code: 'TIMEOUT' });
      } finally {
        vi.useRealTimers();
      }
    });

    it('passes on the caller’s own cancel as it is, not as a failure', async () => {
      vi.stubGlobal('fetch', silentServer());
      const controller = new AbortController();
      const answer = apiRequest('/profile', { signal: controller.signal }).catch((e: unknown) => e);
      controller.abort();
      expect(await answer).toMatchObject({ name: 'AbortError' });
    });
  });

  it('tells listeners which token the server rejected', async () => {
    const token = signInAs();
    mockApi({ 'GET /api/profile': () => jsonResponse(401, { statusCode: 401, message: 'UNAUTHENTICATED' }) });
    const listener = vi.fn();
    const unsubscribe = onUnauthenticated(listener);
    await expect(apiRequest('/profile')).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    unsubscribe();
    expect(listener).toHaveBeenCalledExactlyOnceWith(token);
  });
});

describe('endingOwnSession', () => {
  it('holds "session ended" reports while the member ends their own session, then drops those about the token it ended', async () => {
    const old = signInAs({ sub: 'ending-member' });
    const heard: string[] = [];
    const unsubscribe = onUnauthenticated((token) => heard.push(token));
    let finish!: () => void;
    const ending = endingOwnSession(() => new Promise<void>((resolve) => (finish = resolve)));
    reportUnauthenticated(old);
    reportUnauthenticated('other-token');
    expect(heard).toEqual([]);
    finish();
    await ending;
    expect(heard).toEqual(['other-token']);
    reportUnauthenticated(old);
    expect(heard).toEqual(['other-token']);
    unsubscribe();
  });

  it('passes the held reports on when the call fails (the session was not ended)', async () => {
    const kept = signInAs({ sub: 'keeping-member' });
    const heard: string[] = [];
    const unsubscribe = onUnauthenticated((token) => heard.push(token));
    const ending = endingOwnSession(async () => {
      reportUnauthenticated(kept);
      throw new Error('refused');
    });
    await expect(ending).rejects.toThrow('refused');
    expect(heard).toEqual([kept]);
    unsubscribe();
  });
});

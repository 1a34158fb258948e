import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, signInAs } from '@/testing/test-utils';
import { ApiError, apiRequest, onUnauthenticated } from './api-client';

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

  it('reports a 429 without a JSON body as TOO_MANY_REQUESTS and a network failure as NETWORK_ERROR', async () => {
    mockApi({ 'GET /api/a': () => new Response('slow down', { status: 429 }) });
    await expect(apiRequest('/a')).rejects.toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiRequest('/a')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
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

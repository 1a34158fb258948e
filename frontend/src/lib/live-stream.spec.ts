import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '@/testing/test-utils';
import { onUnauthenticated } from './api-client';
import { followLiveNotices, parseEvents } from './live-stream';

describe('the live stream parser', () => {
  it('answers the data of complete events, skips comments, and keeps a half-arrived event for later', () => {
    const first = parseEvents(': connected\n\ndata: {"topic":"members"}\n\ndata: {"topic":"ser');
    expect(first.data).toEqual(['{"topic":"members"}']);
    const second = parseEvents(`${first.rest}vice","serviceId":"s1"}\r\n\r\n`);
    expect(second.data).toEqual(['{"topic":"service","serviceId":"s1"}']);
    expect(second.rest).toBe('');
  });
});

describe('following the live stream', () => {
  it('stops at a 401 and reports the session over, as an API call would', async () => {
    mockApi({ 'GET /api/live': () => jsonResponse(401, { statusCode: 401, message: 'UNAUTHENTICATED' }) });
    const ended = vi.fn();
    const stop = onUnauthenticated(ended);
    await followLiveNotices('the-token', () => undefined, new AbortController().signal);
    stop();
    expect(ended).toHaveBeenCalledExactlyOnceWith('the-token');
  });
});

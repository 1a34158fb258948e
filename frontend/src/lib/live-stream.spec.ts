import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '@/testing/test-utils';
import { onUnauthenticated } from './api-client';
import { followLiveNotices, parseEvents, retryAfterMs } from './live-stream';

describe('the live stream parser', () => {
  it('answers the data of complete events, skips comments, and keeps a half-arrived event for later', () => {
    const first = parseEvents(': connected\n\ndata: {"topic":"members"}\n\ndata: {"topic":"ser');
    expect(first.data).toEqual(['{"topic":"members"}']);
    const second = parseEvents(`${first.rest}vice","serviceId":"s1"}\r\n\r\n`);
    expect(second.data).toEqual(['{"topic":"service","serviceId":"s1"}']);
    expect(second.rest).toBe('');
  });
});

describe('Retry-After', () => {
  it('is read in seconds or as a date, never below nothing nor above ten minutes', () => {
    const now = Date.parse('2026-11-26T12:00:00Z');
    expect(retryAfterMs('30', now)).toBe(30_000);
    expect(retryAfterMs('Thu, 26 Nov 2026 12:01:00 GMT', now)).toBe(60_000);
    expect(retryAfterMs('-5', now)).toBe(0);
    expect(retryAfterMs('86400', now)).toBe(600_000);
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs(null, now)).toBeNull();
  });
});

/** A 200 stream that sends these lines and then, unless `staysOpenMs`, is closed by the server. */
function streamOf(lines: string[], staysOpenMs = 0): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const line of lines) controller.enqueue(encoder.encode(line));
      if (staysOpenMs === 0) controller.close();
      else setTimeout(() => controller.close(), staysOpenMs);
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

/** Answers each call with the next of `answers`; past the end, a 401 ends the following. */
function answering(...answers: Array<() => Response>) {
  let call = 0;
  return mockApi({ 'GET /api/live': () => (answers[call++] ?? (() => jsonResponse(401, { statusCode: 401, message: 'UNAUTHENTICATED' })))() });
}

const refused = (status: number, retryAfter: string) => () =>
  new Response(JSON.stringify({ statusCode: status, message: status === 429 ? 'TOO_MANY_REQUESTS' : 'SERVICE_UNAVAILABLE' }), {
    status,
    headers: { 'Content-Type': 'application/json', 'Retry-After': retryAfter },
  });

describe('following the live stream', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // No spread: the pauses are exactly the backoff (the spread only ever adds to them).
    vi.spyOn(Math, 'random').mockReturnValue(0);
  });
  afterEach(() => vi.useRealTimers());

  it('stops at a 401 and reports the session over, as an API call would', async () => {
    mockApi({ 'GET /api/live': () => jsonResponse(401, { statusCode: 401, message: 'UNAUTHENTICATED' }) });
    const ended = vi.fn();
    const stop = onUnauthenticated(ended);
    await followLiveNotices('the-token', () => undefined, new AbortController().signal);
    stop();
    expect(ended).toHaveBeenCalledExactlyOnceWith('the-token');
  });

  it('ends the session, without trying again, when the server closes the stream because the session ended', async () => {
    const fetchMock = answering(() => streamOf([': connected\n\n', 'data: {"topic":"members"}\n\n', 'data: {"topic":"sessionEnded"}\n\n']));
    const ended = vi.fn();
    const stop = onUnauthenticated(ended);
    const heard = vi.fn();
    await followLiveNotices('the-token', heard, new AbortController().signal);
    stop();
    expect(heard).toHaveBeenCalledExactlyOnceWith({ topic: 'members' });
    expect(ended).toHaveBeenCalledExactlyOnceWith('the-token');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    [429, '30', 30_000],
    [503, '60', 60_000],
  ])('waits as long as a %i asks (Retry-After: %s) before asking again', async (status, retryAfter, waitMs) => {
    const fetchMock = answering(refused(status, retryAfter));
    const following = followLiveNotices('the-token', () => undefined, new AbortController().signal);
    await vi.advanceTimersByTimeAsync(waitMs - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await following;
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('keeps its own growing pause when a refusal asks for less', async () => {
    const fetchMock = answering(
      () => streamOf([]),
      () => streamOf([]),
      refused(429, '1'),
    );
    const following = followLiveNotices('the-token', () => undefined, new AbortController().signal);
    await vi.advanceTimersByTimeAsync(1000 + 2000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4000 - 1);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    await following;
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('does not spin when the server closes each stream at once: the pauses grow, 1 s, 2 s, 4 s … up to 30 s', async () => {
    const closedAtOnce = () => streamOf([': connected\n\n']);
    const fetchMock = answering(...Array.from({ length: 8 }, () => closedAtOnce));
    const stop = new AbortController();
    const following = followLiveNotices('the-token', () => undefined, stop.signal);
    const callsAfter = async (ms: number) => (await vi.advanceTimersByTimeAsync(ms), fetchMock.mock.calls.length);
    expect(await callsAfter(0)).toBe(1);
    expect(await callsAfter(999)).toBe(1);
    expect(await callsAfter(1)).toBe(2);
    expect(await callsAfter(2000)).toBe(3);
    expect(await callsAfter(4000)).toBe(4);
    expect(await callsAfter(8000 + 16_000)).toBe(6);
    expect(await callsAfter(30_000 - 1)).toBe(6);
    expect(await callsAfter(1)).toBe(7);
    stop.abort();
    await following;
  });

  it('comes back after a second when a stream that stayed open a while drops (a restart), not after the longest pause', async () => {
    const fetchMock = answering(
      () => streamOf([]),
      () => streamOf([]),
      () => streamOf([': connected\n\n'], 60_000),
    );
    const stop = new AbortController();
    const following = followLiveNotices('the-token', () => undefined, stop.signal);
    await vi.advanceTimersByTimeAsync(1000 + 2000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(60_000 + 999);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    stop.abort();
    await following;
  });
});

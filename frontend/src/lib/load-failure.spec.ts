import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { loadFailureReason, worthRetrying } from './load-failure';

const online = { online: true };

describe('why a page’s data did not arrive (issue 21)', () => {
  it('is the missing connection whenever the device is offline, or the read waits for one', () => {
    expect(loadFailureReason(new ApiError(0, 'NETWORK_ERROR'), { online: false })).toBe('offline');
    expect(loadFailureReason(null, { online: true, paused: true })).toBe('offline');
  });

  it('tells a server that did not answer in time, one not reached, and one that failed apart', () => {
    expect(loadFailureReason(new ApiError(0, 'TIMEOUT'), online)).toBe('timeout');
    expect(loadFailureReason(new ApiError(0, 'NETWORK_ERROR'), online)).toBe('unreachable');
    expect(loadFailureReason(new ApiError(503, 'UNKNOWN'), online)).toBe('server');
    expect(loadFailureReason(new ApiError(500, 'INTERNAL_ERROR'), online)).toBe('server');
  });

  it('calls a 4xx a refusal, and anything unexpected a server failure', () => {
    expect(loadFailureReason(new ApiError(403, 'FORBIDDEN'), online)).toBe('refused');
    expect(loadFailureReason(new SyntaxError('Unexpected token'), online)).toBe('server');
  });
});

describe('which failed reads try again by themselves', () => {
  it('retries a server error and a dropped connection while online', () => {
    expect(worthRetrying(new ApiError(503, 'UNKNOWN'), true)).toBe(true);
    expect(worthRetrying(new ApiError(0, 'NETWORK_ERROR'), true)).toBe(true);
  });

  it('tells at once: a refusal, a timeout (it already waited), anything while offline', () => {
    expect(worthRetrying(new ApiError(404, 'NOT_FOUND'), true)).toBe(false);
    expect(worthRetrying(new ApiError(429, 'TOO_MANY_REQUESTS'), true)).toBe(false);
    expect(worthRetrying(new ApiError(0, 'TIMEOUT'), true)).toBe(false);
    expect(worthRetrying(new ApiError(0, 'NETWORK_ERROR'), false)).toBe(false);
    expect(worthRetrying(new ApiError(503, 'UNKNOWN'), false)).toBe(false);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { networkFirst } from './offline-cache';

const NOW = () => new Date('2026-11-25T08:30:00Z');
const offline = () => Promise.reject(new ApiError(0, 'NETWORK_ERROR'));

describe('the per-user offline copies', () => {
  afterEach(() => localStorage.clear());

  it('keeps a fresh answer and gives it back, with its time, when the network is down', async () => {
    expect(await networkFirst('u1', 'services', () => Promise.resolve(['a']), NOW)).toEqual({ data: ['a'], savedAt: null });
    expect(await networkFirst('u1', 'services', offline)).toEqual({ data: ['a'], savedAt: '2026-11-25T08:30:00.000Z' });
  });

  it('keeps each member apart', async () => {
    await networkFirst('u1', 'services', () => Promise.resolve(['a']), NOW);
    await expect(networkFirst('u2', 'services', offline)).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
  });

  it('answers a server error with the error, not with the copy', async () => {
    await networkFirst('u1', 'services', () => Promise.resolve(['a']), NOW);
    await expect(networkFirst('u1', 'services', () => Promise.reject(new ApiError(403, 'FORBIDDEN')))).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

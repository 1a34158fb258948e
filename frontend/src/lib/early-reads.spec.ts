import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, signInAs } from '@/testing/test-utils';
import { EARLY_READ_KEPT_MS, earlyOr, startScreenReads, takeEarlyRead } from './early-reads';
import { screens } from '@/config/screens';

const SCREEN = screens.admin.users.path;
const PATH = '/admin/users?table=unactivated';

describe('early reads', () => {
  it('starts an admin screen’s reads for an admin, and the query takes the answer instead of asking again', async () => {
    signInAs({ admin: true });
    const fetchMock = mockApi({ 'GET /api/admin/users': () => jsonResponse(200, [{ id: 'u-1' }]) });
    startScreenReads(SCREEN);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await expect(earlyOr(PATH, () => Promise.reject(new Error('asked again')))).resolves.toEqual([{ id: 'u-1' }]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is taken once: a later fetch of the same query (a refresh) asks the server', async () => {
    signInAs({ admin: true });
    mockApi({ 'GET /api/admin/users': () => jsonResponse(200, []) });
    startScreenReads(SCREEN);
    expect(takeEarlyRead(PATH)).toBeDefined();
    expect(takeEarlyRead(PATH)).toBeUndefined();
  });

  it('starts nothing for a member on an admin screen, nor for a visitor', () => {
    const fetchMock = mockApi({});
    startScreenReads(SCREEN);
    signInAs({ admin: false });
    startScreenReads(SCREEN);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(takeEarlyRead(PATH)).toBeUndefined();
  });

  it('starts nothing for an admin screen without reads of its own', () => {
    signInAs({ admin: true });
    const fetchMock = mockApi({});
    startScreenReads(screens.admin.services.path);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('does not hand over an answer older than it keeps them', () => {
    signInAs({ admin: true });
    mockApi({ 'GET /api/admin/users': () => jsonResponse(200, []) });
    const at = Date.now();
    startScreenReads(SCREEN, at);
    expect(takeEarlyRead(PATH, at + EARLY_READ_KEPT_MS)).toBeUndefined();
  });

  it('leaves a failed read to the query that takes it', async () => {
    signInAs({ admin: true });
    mockApi({ 'GET /api/admin/users': () => jsonResponse(500, { statusCode: 500, message: 'UNKNOWN' }) });
    startScreenReads(SCREEN);
    await expect(takeEarlyRead(PATH)).rejects.toMatchObject({ status: 500 });
  });
});

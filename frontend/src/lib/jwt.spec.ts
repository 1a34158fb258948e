import { describe, expect, it } from 'vitest';
import { makeToken } from '@/testing/test-utils';
import { decodeSessionUser, displayName } from './jwt';

describe('decodeSessionUser', () => {
  it('reads the payload, including accented names', () => {
    const user = decodeSessionUser(makeToken({ sub: 'u-7', firstName: 'Árpád', nickName: 'Árpi', admin: true }));
    expect(user).toMatchObject({ id: 'u-7', firstName: 'Árpád', nickName: 'Árpi', admin: true });
  });

  it('treats a missing admin flag as not admin', () => {
    expect(decodeSessionUser(makeToken({ admin: undefined }))?.admin).toBe(false);
  });

  it('rejects expired and malformed tokens', () => {
    expect(decodeSessionUser(makeToken({ expiresIn: -1 }))).toBeNull();
    expect(decodeSessionUser('not-a-token')).toBeNull();
    expect(decodeSessionUser('a.b.c')).toBeNull();
  });
});

describe('displayName', () => {
  it('prefers the nickname, else the first name', () => {
    expect(displayName({ nickName: 'Évi', firstName: 'Éva' })).toBe('Évi');
    expect(displayName({ nickName: '  ', firstName: 'Éva' })).toBe('Éva');
  });
});

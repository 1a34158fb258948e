import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { makeToken } from '@/testing/test-utils';
import { sessionUserAtom, signInAtom, signOutAtom } from './session';
import { TOKEN_STORAGE_KEY } from './token-storage';

describe('session', () => {
  it('keeps the token in sessionStorage unless the user stays signed in', () => {
    const store = createStore();
    const token = makeToken({ firstName: 'Éva' });
    store.set(signInAtom, { token, stayLoggedIn: false });
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBe(token);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(store.get(sessionUserAtom)?.firstName).toBe('Éva');
  });

  it('keeps the token in localStorage when the user stays signed in, and only there', () => {
    sessionStorage.setItem(TOKEN_STORAGE_KEY, 'old');
    const store = createStore();
    const token = makeToken();
    store.set(signInAtom, { token, stayLoggedIn: true });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(token);
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('restores the session from either storage', () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, makeToken({ firstName: 'Gábor' }));
    expect(createStore().get(sessionUserAtom)?.firstName).toBe('Gábor');
  });

  it('logout clears both storages', () => {
    sessionStorage.setItem(TOKEN_STORAGE_KEY, makeToken());
    localStorage.setItem(TOKEN_STORAGE_KEY, makeToken());
    const store = createStore();
    store.set(signOutAtom);
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(store.get(sessionUserAtom)).toBeNull();
  });

  it('signing in forgets every other member\'s offline copies and keeps the member\'s own', () => {
    localStorage.setItem('offline:user-1:services', '{"data":["kupon"]}');
    localStorage.setItem('offline:user-2:materials', '{"data":[]}');
    createStore().set(signInAtom, { token: makeToken({ sub: 'user-2' }), stayLoggedIn: false });
    expect(localStorage.getItem('offline:user-1:services')).toBeNull();
    expect(localStorage.getItem('offline:user-2:materials')).toBe('{"data":[]}');
  });

  it('ignores an expired token', () => {
    sessionStorage.setItem(TOKEN_STORAGE_KEY, makeToken({ expiresIn: -60 }));
    expect(createStore().get(sessionUserAtom)).toBeNull();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetKept, holdOpenSession, ownerOfCopy, sweepAtStart, sweepLeaves, sweepOfflineCopies } from './offline-copies';

const A = '0b6f3c1e-5d2a-4f7e-9a11-2c3d4e5f6a7b';
const B = '9e8d7c6b-5a49-4382-8170-6f5e4d3c2b1a';

/** The browser's stores, as far as a sweep sees them: Cache Storage, IndexedDB and Web Locks by name. */
function fakeBrowser({ stores = [] as string[], held = [] as string[] } = {}) {
  const caches = new Set(stores);
  const databases = new Set(stores);
  const locks = new Map(held.map((name) => [name, 1]));
  vi.stubGlobal('caches', { keys: async () => [...caches], delete: async (name: string) => caches.delete(name) });
  vi.stubGlobal('indexedDB', { databases: async () => [...databases].map((name) => ({ name })), deleteDatabase: (name: string) => databases.delete(name) });
  Object.defineProperty(navigator, 'locks', {
    configurable: true,
    value: {
      query: async () => ({ held: [...locks.keys()].map((name) => ({ name, mode: 'shared' })) }),
      request: async (name: string, _options: unknown, callback: () => Promise<void>) => {
        locks.set(name, (locks.get(name) ?? 0) + 1);
        await callback();
        const left = locks.get(name)! - 1;
        if (left > 0) locks.set(name, left);
        else locks.delete(name);
      },
    },
  });
  return { caches, databases, locks };
}

const keep = (...keys: string[]) => keys.forEach((key) => localStorage.setItem(key, '{}'));
const entries = () => Object.keys(localStorage).sort();

describe('which member an offline copy is of', () => {
  it('reads the id from a list entry and from a store of saved files', () => {
    expect(ownerOfCopy(`offline:${A}:services`)).toBe(A);
    expect(ownerOfCopy(`offline-materials-${A}`)).toBe(A);
  });

  it('a copy naming no member is of nobody; anything else is no copy', () => {
    expect(ownerOfCopy('offline::materials')).toBeNull();
    expect(ownerOfCopy('offline-materials')).toBeNull();
    expect(ownerOfCopy('itk.jwt')).toBeUndefined();
    expect(ownerOfCopy('workbox-precache-v2-https://itanarklub.hu/')).toBeUndefined();
  });
});

describe('what a sweep leaves', () => {
  it('signed in: only the copies of the member signed in', () => {
    expect(sweepLeaves(`offline:${A}:services`, A)).toBe(true);
    expect(sweepLeaves(`offline-materials-${A}`, A)).toBe(true);
    expect(sweepLeaves(`offline:${B}:services`, A)).toBe(false);
    expect(sweepLeaves(`offline-materials-${B}`, A)).toBe(false);
    // Another member's session still open in a tab does not keep its copies from a sign-in here.
    expect(sweepLeaves(`offline:${B}:services`, A, new Set([B]))).toBe(false);
  });

  it('signed out: only the copies of a session without "stay signed in" still open in another tab', () => {
    expect(sweepLeaves(`offline:${A}:materials`, null)).toBe(false);
    expect(sweepLeaves(`offline:${A}:materials`, null, new Set([A]))).toBe(true);
    expect(sweepLeaves(`offline:${B}:materials`, null, new Set([A]))).toBe(false);
  });

  it('a copy naming no member always goes; what is no copy always stays', () => {
    expect(sweepLeaves('offline::materials', A)).toBe(false);
    expect(sweepLeaves('offline::materials', null, new Set(['']))).toBe(false);
    expect(sweepLeaves('itk.jwt', null)).toBe(true);
    expect(sweepLeaves('workbox-precache-v2-https://itanarklub.hu/', null)).toBe(true);
  });
});

describe('sweeping the browser', () => {
  beforeEach(() => keep(`offline:${A}:services`, `offline:${A}:materials`, `offline:${B}:services`, 'itk.jwt', 'unrelated'));
  afterEach(() => {
    vi.unstubAllGlobals();
    delete (navigator as { locks?: unknown }).locks;
  });

  it('a sign-in removes every other member\'s entries, saved files and databases, and nothing else', async () => {
    const browser = fakeBrowser({ stores: [`offline-materials-${A}`, `offline-materials-${B}`, 'workbox-precache-v2-x'] });
    await sweepOfflineCopies(B);
    expect(entries()).toEqual(['itk.jwt', `offline:${B}:services`, 'unrelated']);
    expect([...browser.caches]).toEqual([`offline-materials-${B}`, 'workbox-precache-v2-x']);
    expect([...browser.databases]).toEqual([`offline-materials-${B}`, 'workbox-precache-v2-x']);
  });

  it('signing out forgets every member\'s copies', async () => {
    const browser = fakeBrowser({ stores: [`offline-materials-${A}`, 'workbox-precache-v2-x'] });
    await forgetKept();
    expect(entries()).toEqual(['itk.jwt', 'unrelated']);
    expect([...browser.caches]).toEqual(['workbox-precache-v2-x']);
  });

  it('a page opening signed out, once the session that made them has ended: every copy goes', async () => {
    const browser = fakeBrowser({ stores: [`offline-materials-${A}`] });
    await sweepAtStart(null);
    expect(entries()).toEqual(['itk.jwt', 'unrelated']);
    expect(browser.caches.size).toBe(0);
  });

  it('a page opening signed out while another tab holds A\'s session open: A\'s copies stay, until that tab is gone', async () => {
    const browser = fakeBrowser({ stores: [`offline-materials-${A}`, `offline-materials-${B}`] });
    const closeTab = holdOpenSession(A);
    await sweepAtStart(null);
    expect(entries()).toEqual(['itk.jwt', `offline:${A}:materials`, `offline:${A}:services`, 'unrelated']);
    expect([...browser.caches]).toEqual([`offline-materials-${A}`]);

    closeTab();
    await vi.waitFor(() => expect(browser.locks.size).toBe(0));
    await sweepAtStart(null);
    expect(entries()).toEqual(['itk.jwt', 'unrelated']);
    expect(browser.caches.size).toBe(0);
  });

  it('a page opening signed in keeps that member\'s copies only, whatever other tabs hold', async () => {
    fakeBrowser({ held: [`offline-session:${B}`] });
    await sweepAtStart(A);
    expect(entries()).toEqual(['itk.jwt', `offline:${A}:materials`, `offline:${A}:services`, 'unrelated']);
  });

  it('without Cache Storage, IndexedDB or Web Locks (an old browser), the entries are still swept', async () => {
    await sweepAtStart(null);
    expect(entries()).toEqual(['itk.jwt', 'unrelated']);
    expect(() => holdOpenSession(A)()).not.toThrow();
  });
});

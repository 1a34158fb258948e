import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bootApp, tempDataDir, TestApp } from './support/boot';

/** Headers that differ between any two answers: when, and which request. */
const PER_ANSWER = new Set(['date', 'x-request-id']);

const headersOf = (response: Response) => Object.fromEntries([...response.headers].filter(([name]) => !PER_ANSWER.has(name)));

/**
 * Issue 22 §9: `/auth/` is the partner sign-in window as much as `/auth` is (the router and the
 * service worker take both), so it answers the same: status, page and every header, the relaxed
 * opener policy and "never cached" among them, and frame-ancestors 'none' still.
 */
describe('the partner sign-in window with a trailing slash', () => {
  let app: TestApp;
  beforeAll(async () => {
    const dataDir = tempDataDir();
    const staticDir = join(dataDir, 'spa');
    mkdirSync(staticDir);
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>IT Tanár Klub</title><div id="root"></div>');
    app = await bootApp({ STATIC_DIR: staticDir }, dataDir);
  });
  afterAll(() => app.destroy());

  it.each(['', '?post=https%3A%2F%2Fakademia.example%2Fbelepes&state=s-1&nonce=n-1'])('answers /auth/ as /auth, with the same query (%p)', async (query) => {
    const [plain, slashed] = await Promise.all([fetch(`${app.url}/auth${query}`), fetch(`${app.url}/auth/${query}`)]);
    expect(slashed.status).toBe(200);
    expect(slashed.status).toBe(plain.status);
    expect(headersOf(slashed)).toEqual(headersOf(plain));
    expect(await slashed.text()).toBe(await plain.text());
    expect(slashed.headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
    expect(slashed.headers.get('cache-control')).toBe('no-store');
    expect(slashed.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('keeps the strict opener policy and caching of every other page', async () => {
    for (const path of ['/', '/tanar-vagyok/', '/authx', '/auth/x']) {
      const response = await fetch(`${app.url}${path}`);
      expect([path, response.headers.get('cross-origin-opener-policy'), response.headers.get('cache-control')]).toEqual([path, 'same-origin-allow-popups', 'no-cache']);
    }
  });
});

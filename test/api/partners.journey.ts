import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { api, bootApp, logIn, tempDataDir, TestApp } from './support/boot';
import { BulkMember, seedActivatedMembers, tokenOf } from './support/catalogue';

const ORIGIN = 'https://akademia.example:8443';
const PAGE = `${ORIGIN}/belepes?vissza=1`;

/** Partner sign-in (SPEC §1, §2 /auth, §7 POST /user/auth-request; issue 11). */
describe('partner sign-in', () => {
  let app: TestApp;
  let admin: string;
  let members: Array<BulkMember & { token: string }>;
  let partnerId: string;

  beforeAll(async () => {
    const dataDir = tempDataDir();
    const bulk = await seedActivatedMembers(dataDir, 2);
    app = await bootApp({}, dataDir);
    admin = await logIn(app);
    members = await Promise.all(bulk.map(async (m) => ({ ...m, token: await tokenOf(app, m) })));
    const registered = await api(app, 'POST', '/admin/partners', { token: admin, body: { name: 'Kódkert Akadémia', origins: [ORIGIN], data: ['email', 'name', 'city'], active: true } });
    expect(registered).toMatchObject({ status: 201, body: { name: 'Kódkert Akadémia', origins: [ORIGIN], data: ['name', 'email', 'city'], active: true } });
    partnerId = registered.body.id;
  });
  afterAll(() => app.destroy());

  it('keeps the registry to admins and refuses origins that are not exactly scheme://host[:port]', async () => {
    expect((await api(app, 'GET', '/admin/partners')).status).toBe(401);
    expect((await api(app, 'GET', '/admin/partners', { token: members[0].token })).status).toBe(403);
    for (const origin of ['https://akademia.example/belepes', 'https://*.example', 'akademia.example']) {
      const refused = await api(app, 'POST', '/admin/partners', { token: admin, body: { name: 'X', origins: [origin], data: [], active: true } });
      expect([origin, refused.status, refused.body.errors]).toEqual([origin, 400, [{ field: 'origins', code: 'isOrigin' }]]);
    }
    expect((await api(app, 'POST', '/admin/partners', { token: admin, body: { name: 'X', origins: [ORIGIN], data: ['password'], active: true } })).status).toBe(400);
  });

  it('looks up a partner by the exact origin of its page, and no other', async () => {
    expect(await api(app, 'GET', `/partners/lookup?url=${encodeURIComponent(PAGE)}`)).toMatchObject({
      status: 200,
      body: { id: partnerId, name: 'Kódkert Akadémia', origin: ORIGIN, host: 'akademia.example:8443', data: ['name', 'email', 'city'] },
    });
    for (const url of ['https://akademia.example/belepes', 'http://akademia.example:8443/belepes', 'https://akademia.example.evil:8443/', 'https://evil.example/?https://akademia.example:8443', 'nem url', '']) {
      const refused = await api(app, 'GET', `/partners/lookup?url=${encodeURIComponent(url)}`);
      expect([url, refused.status, refused.body.message]).toEqual([url, 404, 'UNKNOWN_PARTNER']);
    }
  });

  it('signs an assertion for the partner only, with the granted data and a pairwise sub; it verifies against the JWKS and expires', async () => {
    expect((await api(app, 'POST', '/user/auth-request', { body: { url: PAGE } })).status).toBe(401);
    const answer = await api(app, 'POST', '/user/auth-request', { token: members[0].token, body: { url: PAGE, nonce: 'n-123' } });
    expect(answer.status).toBe(200);
    const { id_token } = answer.body;

    const keysResponse = await fetch(`${app.url}/.well-known/jwks.json`);
    expect(keysResponse.headers.get('content-type')).toContain('application/jwk-set+json');
    const jwks = await keysResponse.json();
    expect(jwks.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(jwks.keys[0]).not.toHaveProperty('d');
    expect(decodeProtectedHeader(id_token)).toMatchObject({ alg: 'ES256', kid: jwks.keys[0].kid });

    const { payload, protectedHeader } = await jwtVerify(id_token, createLocalJWKSet(jwks), { audience: ORIGIN, algorithms: ['ES256'] });
    expect(protectedHeader.kid).toBe(jwks.keys[0].kid);
    expect(typeof payload.iss).toBe('string');
    expect(payload).toMatchObject({ aud: ORIGIN, nonce: 'n-123', name: 'Teszt Tanár0', email: members[0].email, city: 'Szeged' });
    expect(payload).not.toHaveProperty('school');
    expect(payload.exp! - payload.iat!).toBe(120);
    expect(typeof payload.jti).toBe('string');
    await expect(jwtVerify(id_token, createLocalJWKSet(jwks), { audience: 'https://evil.example' })).rejects.toThrow();
    await expect(jwtVerify(id_token, createLocalJWKSet(jwks), { audience: ORIGIN, currentDate: new Date((payload.exp! + 60) * 1000) })).rejects.toThrow();

    const again = (await api(app, 'POST', '/user/auth-request', { token: members[0].token, body: { url: PAGE } })).body.id_token;
    const other = (await api(app, 'POST', '/user/auth-request', { token: members[1].token, body: { url: PAGE } })).body.id_token;
    const sub = async (token: string) => (await jwtVerify(token, createLocalJWKSet(jwks), { audience: ORIGIN })).payload.sub;
    expect(await sub(again)).toBe(payload.sub);
    expect(await sub(other)).not.toBe(payload.sub);
    expect(payload.sub).not.toContain(members[0].id);

    const forged = await api(app, 'POST', '/user/auth-request', { token: members[0].token, body: { url: 'https://evil.example/' } });
    expect(forged).toMatchObject({ status: 404, body: { message: 'UNKNOWN_PARTNER' } });
  });

  it('shows the member their grants, and revokes one', async () => {
    const grants = await api(app, 'GET', '/profile/partners', { token: members[0].token });
    expect(grants.body).toEqual([{ partnerId, name: 'Kódkert Akadémia', data: ['name', 'email', 'city'], grantedAt: expect.any(String) }]);
    expect((await api(app, 'DELETE', `/profile/partners/${partnerId}`, { token: members[0].token })).status).toBe(200);
    expect((await api(app, 'GET', '/profile/partners', { token: members[0].token })).body).toEqual([]);
    expect((await api(app, 'DELETE', `/profile/partners/${partnerId}`, { token: members[0].token })).body.message).toBe('PARTNER_NOT_FOUND');
  });

  it('refuses an inactive partner, and serves /auth so it can post to its opener', async () => {
    await api(app, 'PUT', `/admin/partners/${partnerId}`, { token: admin, body: { active: false } });
    expect((await api(app, 'GET', `/partners/lookup?url=${encodeURIComponent(PAGE)}`)).body.message).toBe('UNKNOWN_PARTNER');
    expect((await api(app, 'POST', '/user/auth-request', { token: members[0].token, body: { url: PAGE } })).status).toBe(404);
    await api(app, 'PUT', `/admin/partners/${partnerId}`, { token: admin, body: { active: true } });

    const page = await fetch(`${app.url}/auth?post=${encodeURIComponent(PAGE)}`);
    expect(page.headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect((await fetch(`${app.url}/`)).headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
  });
});

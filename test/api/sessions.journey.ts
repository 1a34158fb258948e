import { createHmac } from 'node:crypto';
import { ADMIN_EMAIL, api, bootApp, decodeJwt, logIn, TestApp } from './support/boot';
import { waitForMail } from './support/mail';
import { codeFromMail, importSchools, registeredMember } from './support/members';

const JWT_SECRET = 'sessions-journey-secret-0123456789abcdef';

/** An HS256 token signed with the app's secret, as a forger who stole the secret's output would make. */
function signed(claims: Record<string, unknown>): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const body = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
  return `${body}.${createHmac('sha256', JWT_SECRET).update(body).digest('base64url')}`;
}

const profileStatus = async (app: TestApp, token: string) => (await api(app, 'GET', '/profile', { token })).status;
const PASSWORD = 'Tanar-jelszo-1';

/**
 * Issue 14 §6 and issue 22 §3: sessions end when they should — exactly, by the session version the
 * account keeps, so a token issued in the same second as the ending ends too (no test here pauses) —
 * and one kind of token is never taken for another.
 */
describe('sessions and tokens', () => {
  let app: TestApp;
  let admin: string;
  let schoolId: string;
  beforeAll(async () => {
    app = await bootApp({ JWT_SECRET, LOGIN_RATE_LIMIT: '1000' });
    admin = await logIn(app);
    schoolId = Object.values(await importSchools(app, admin))[0];
  });
  afterAll(() => app.destroy());

  it('ends a stolen 30-day token when its owner resets the password', async () => {
    const email = 'lopott.token@example.org';
    await registeredMember(app, admin, schoolId, email);
    const stolen = (await api(app, 'POST', '/user/login', { body: { email, password: PASSWORD, stayLoggedIn: true } })).body.jwt;
    expect(await profileStatus(app, stolen)).toBe(200);

    await api(app, 'POST', '/user/password-reset-request', { body: { email } });
    const [mail] = await waitForMail(app, (m) => m.to === email && m.text.includes('/jelszo-helyreallitas'));
    const q = codeFromMail(mail.text, '/jelszo-helyreallitas');
    // Too short, or easy to guess (a common word with a year, the person's own e-mail): refused, the link kept.
    for (const [password, code] of [['Rovid-123', 'minLength'], ['Jelszo2026!', 'weakPassword'], ['Password123!', 'weakPassword'], ['qwertyuiop123', 'weakPassword']]) {
      const refused = await api(app, 'POST', '/user/password-reset', { body: { q, password } });
      expect({ password, body: refused.body }).toEqual({ password, body: { statusCode: 400, message: 'VALIDATION_FAILED', errors: [{ field: 'password', code }] } });
    }
    expect((await api(app, 'POST', '/user/password-reset', { body: { q, password: 'Uj-jelszo-2026' } })).status).toBe(200);

    expect(await api(app, 'GET', '/profile', { token: stolen })).toMatchObject({ status: 401, body: { message: 'UNAUTHENTICATED' } });
    expect(await profileStatus(app, await logIn(app, email, 'Uj-jelszo-2026'))).toBe(200);
  });

  it('signs a member out everywhere: every earlier token stops working, a new sign-in works', async () => {
    const email = 'mindenhol@example.org';
    const { token: phone } = await registeredMember(app, admin, schoolId, email);
    const laptop = await logIn(app, email, PASSWORD);
    expect(await api(app, 'POST', '/profile/sign-out-everywhere', { token: laptop })).toMatchObject({ status: 200, body: {} });
    expect(await profileStatus(app, phone)).toBe(401);
    expect(await profileStatus(app, laptop)).toBe(401);
    expect(await profileStatus(app, await logIn(app, email, PASSWORD))).toBe(200);
    expect((await api(app, 'POST', '/profile/sign-out-everywhere')).status).toBe(401);
  });

  it('ends a token issued in the same second as "sign out everywhere", time after time', async () => {
    const email = 'ugyanabban.a.masodpercben@example.org';
    await registeredMember(app, admin, schoolId, email);
    for (let round = 0; round < 3; round++) {
      // Signed in and signed out everywhere at once: iat is the same second as the ending.
      const token = await logIn(app, email, PASSWORD);
      expect((await api(app, 'POST', '/profile/sign-out-everywhere', { token })).status).toBe(200);
      expect(await api(app, 'GET', '/profile', { token })).toMatchObject({ status: 401, body: { message: 'UNAUTHENTICATED' } });
      // …and a sign-in right after it, in that same second, is a session of its own.
      expect(await profileStatus(app, await logIn(app, email, PASSWORD))).toBe(200);
    }
  });

  it('ends a token issued in the same second as a password reset', async () => {
    const email = 'reset.masodperc@example.org';
    await registeredMember(app, admin, schoolId, email);
    await api(app, 'POST', '/user/password-reset-request', { body: { email } });
    const [mail] = await waitForMail(app, (m) => m.to === email && m.text.includes('/jelszo-helyreallitas'));
    const token = await logIn(app, email, PASSWORD);
    expect((await api(app, 'POST', '/user/password-reset', { body: { q: codeFromMail(mail.text, '/jelszo-helyreallitas'), password: 'Uj-jelszo-2026' } })).status).toBe(200);
    expect(await profileStatus(app, token)).toBe(401);
    expect(await profileStatus(app, await logIn(app, email, 'Uj-jelszo-2026'))).toBe(200);
  });

  it("changes a member's password with the current one: every other token ends, even one from the same second; this device gets a new one", async () => {
    const email = 'jelszocsere@example.org';
    const { token: phone } = await registeredMember(app, admin, schoolId, email);
    const laptop = await logIn(app, email, PASSWORD);
    const change = (body: Record<string, unknown>) => api(app, 'POST', '/profile/password', { token: laptop, body });

    expect(await change({ currentPassword: 'rossz-jelszo', password: 'Uj-jelszo-2026' })).toMatchObject({ status: 400, body: { message: 'WRONG_PASSWORD' } });
    expect(await change({ currentPassword: PASSWORD, password: 'Jelszo2026!' })).toMatchObject({
      status: 400,
      body: { message: 'VALIDATION_FAILED', errors: [{ field: 'password', code: 'weakPassword' }] },
    });
    expect(await profileStatus(app, laptop)).toBe(200);

    const changed = await change({ currentPassword: PASSWORD, password: 'Uj-jelszo-2026', stayLoggedIn: true });
    expect(changed).toMatchObject({ status: 200, body: { jwt: expect.any(String) } });
    expect(await profileStatus(app, phone)).toBe(401);
    expect(await profileStatus(app, laptop)).toBe(401);
    expect(await profileStatus(app, changed.body.jwt)).toBe(200);
    const { exp, iat } = decodeJwt(changed.body.jwt) as { exp: number; iat: number };
    expect(exp - iat).toBe(30 * 24 * 3600);
    expect((await api(app, 'POST', '/user/login', { body: { email, password: PASSWORD } })).body.message).toBe('WRONG_PASSWORD');
    expect(await profileStatus(app, await logIn(app, email, 'Uj-jelszo-2026'))).toBe(200);
  });

  it('ends a token issued in the same second as the account is disabled, or erased', async () => {
    const disabled = await registeredMember(app, admin, schoolId, 'letiltva.masodperc@example.org');
    const fresh = await logIn(app, 'letiltva.masodperc@example.org', PASSWORD);
    expect((await api(app, 'POST', '/admin/users/disable', { token: admin, body: { userId: disabled.id } })).status).toBe(200);
    expect(await profileStatus(app, fresh)).toBe(401);
    expect(await profileStatus(app, disabled.token)).toBe(401);

    // Activated again by staff: the tokens of before the block stay ended.
    expect((await api(app, 'POST', '/admin/users/activate', { token: admin, body: { userId: disabled.id } })).status).toBe(200);
    expect(await profileStatus(app, fresh)).toBe(401);
    expect(await profileStatus(app, await logIn(app, 'letiltva.masodperc@example.org', PASSWORD))).toBe(200);

    const erased = await registeredMember(app, admin, schoolId, 'torolve.masodperc@example.org');
    const other = await logIn(app, 'torolve.masodperc@example.org', PASSWORD);
    expect((await api(app, 'POST', '/profile/delete', { token: erased.token, body: { password: PASSWORD } })).status).toBe(200);
    expect(await profileStatus(app, other)).toBe(401);
  });

  it('refuses a download token on every API route, admin routes included', async () => {
    const { token: download } = (await api(app, 'GET', `/materials/downloadtoken?path=${encodeURIComponent('/api/admin/users/export')}`, { token: admin })).body;
    expect(typeof download).toBe('string');
    expect(await profileStatus(app, download)).toBe(401);
    expect((await api(app, 'GET', '/admin/users', { token: download })).status).toBe(401);
  });

  it('refuses a token without an expiry or without the session audience, even correctly signed', async () => {
    const { sub } = JSON.parse(Buffer.from(admin.split('.')[1], 'base64url').toString());
    const now = Math.floor(Date.now() / 1000);
    // Without a session version: a token of an earlier release, fine while the account has not moved on.
    expect(await profileStatus(app, signed({ sub, aud: 'session', iat: now, exp: now + 60 }))).toBe(200);
    expect(await profileStatus(app, signed({ sub, aud: 'session', iat: now }))).toBe(401);
    expect(await profileStatus(app, signed({ sub, iat: now, exp: now + 60 }))).toBe(401);
    expect(await profileStatus(app, signed({ sub, aud: 'download', iat: now, exp: now + 60 }))).toBe(401);
  });

  it("marks a signed-in answer not to be stored, and keeps the site out of frames and away from the camera", async () => {
    const response = await fetch(`${app.url}/api/profile`, { headers: { authorization: `Bearer ${admin}` } });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
  });

  it('ends the administrator\'s tokens when ADMIN_PASSWORD replaces the password on a start', async () => {
    const before = await logIn(app);
    const dataDir = app.dataDir;
    await app.stop();
    app = await bootApp({ JWT_SECRET, LOGIN_RATE_LIMIT: '1000', ADMIN_PASSWORD: 'Csere-admin-2026' }, dataDir);
    expect(await profileStatus(app, before)).toBe(401);
    admin = await logIn(app, ADMIN_EMAIL, 'Csere-admin-2026');
    expect(await profileStatus(app, admin)).toBe(200);
  });
});

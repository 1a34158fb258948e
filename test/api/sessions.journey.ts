import { createHmac } from 'node:crypto';
import { api, bootApp, logIn, TestApp } from './support/boot';
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
/** Tokens carry whole seconds: a new sign-in must fall in a later second than the one it replaces. */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1100));

/** Issue 14 §6: sessions end when they should, and one kind of token is never taken for another. */
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
    const stolen = (await api(app, 'POST', '/user/login', { body: { email, password: 'Tanar-jelszo-1', stayLoggedIn: true } })).body.jwt;
    expect(await profileStatus(app, stolen)).toBe(200);
    await nextSecond();

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
    const laptop = await logIn(app, email, 'Tanar-jelszo-1');
    await nextSecond();
    expect(await api(app, 'POST', '/profile/sign-out-everywhere', { token: laptop })).toMatchObject({ status: 200, body: {} });
    expect(await profileStatus(app, phone)).toBe(401);
    expect(await profileStatus(app, laptop)).toBe(401);
    expect(await profileStatus(app, await logIn(app, email, 'Tanar-jelszo-1'))).toBe(200);
    expect((await api(app, 'POST', '/profile/sign-out-everywhere')).status).toBe(401);
  });

  it('refuses a download token on every API route, admin routes included', async () => {
    const { token: download } = (await api(app, 'GET', '/materials/downloadtoken', { token: admin })).body;
    expect(typeof download).toBe('string');
    expect(await profileStatus(app, download)).toBe(401);
    expect((await api(app, 'GET', '/admin/users', { token: download })).status).toBe(401);
  });

  it('refuses a token without an expiry or without the session audience, even correctly signed', async () => {
    const { sub } = JSON.parse(Buffer.from(admin.split('.')[1], 'base64url').toString());
    const now = Math.floor(Date.now() / 1000);
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
});

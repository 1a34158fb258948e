import { api, bootApp, logIn, TestApp } from './support/boot';
import { importSchools, registeredMember } from './support/members';

const PASSWORD = 'Tanar-jelszo-1';

/**
 * Issue 22 §8: every route that checks a password (erasing one's account, changing the password,
 * signing in) shares the per-account backoff sign-in has. A stolen session cannot guess the password
 * faster on another route, and its wrong tries count against signing in too.
 */
describe('password guesses are limited on every route that checks a password', () => {
  let app: TestApp;
  let admin: string;
  let schoolId: string;
  /** What sign-in answers an account that must wait: every route answers the same. */
  let signInWait: { statusCode: number; message: string };

  beforeAll(async () => {
    app = await bootApp({ LOGIN_RATE_LIMIT: '1000' });
    admin = await logIn(app);
    schoolId = Object.values(await importSchools(app, admin))[0];
    const email = 'bejelentkezes.varakozik@example.org';
    await registeredMember(app, admin, schoolId, email);
    for (let i = 0; i < 5; i++) await api(app, 'POST', '/user/login', { body: { email, password: 'rossz-jelszo' } });
    signInWait = (await api(app, 'POST', '/user/login', { body: { email, password: 'rossz-jelszo' } })).body;
    expect(signInWait).toEqual({ statusCode: 429, message: 'TOO_MANY_REQUESTS' });
  });
  afterAll(() => app.destroy());

  it('makes a stolen session wait after five wrong passwords on self-delete, right ones included, and sign-in with it', async () => {
    const email = 'torles.talalgatas@example.org';
    const { token } = await registeredMember(app, admin, schoolId, email);
    const answers: Array<{ status: number; body: unknown; retryAfter: string | null }> = [];
    for (let i = 0; i < 15; i++) {
      const { status, body, headers } = await api(app, 'POST', '/profile/delete', { token, body: { password: `rossz-${i}` } });
      answers.push({ status, body, retryAfter: headers.get('retry-after') });
    }
    expect(answers.slice(0, 5).map((a) => a.body)).toEqual(Array(5).fill({ statusCode: 400, message: 'WRONG_PASSWORD' }));
    // 429 long before the 15th: from the sixth on, with how long to wait and sign-in's own answer.
    for (const answer of answers.slice(5)) {
      expect(answer).toEqual({ status: 429, body: signInWait, retryAfter: expect.stringMatching(/^\d+$/) });
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      expect(Number(answer.retryAfter)).toBeLessThanOrEqual(30);
    }
    // The right password waits its turn too: the account is still there.
    expect(await api(app, 'POST', '/profile/delete', { token, body: { password: PASSWORD } })).toMatchObject({ status: 429, body: signInWait });
    expect((await api(app, 'GET', '/profile', { token })).status).toBe(200);
    // Signing in, even with the right password, is under the same wait.
    const signIn = await api(app, 'POST', '/user/login', { body: { email, password: PASSWORD } });
    expect(signIn).toMatchObject({ status: 429, body: signInWait });
    expect(Number(signIn.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('counts wrong current passwords of a password change the same way, and sign-in feels them', async () => {
    const email = 'jelszocsere.talalgatas@example.org';
    const { token } = await registeredMember(app, admin, schoolId, email);
    const change = (currentPassword: string) => api(app, 'POST', '/profile/password', { token, body: { currentPassword, password: 'Uj-jelszo-2026' } });
    for (let i = 0; i < 3; i++) expect((await change(`rossz-${i}`)).body.message).toBe('WRONG_PASSWORD');
    // Wrong tries on sign-in and on the change add up for the account.
    for (let i = 0; i < 2; i++) expect((await api(app, 'POST', '/user/login', { body: { email, password: `rossz-${i}` } })).body.message).toBe('WRONG_PASSWORD');
    const waiting = await change(PASSWORD);
    expect(waiting).toMatchObject({ status: 429, body: signInWait });
    expect(Number(waiting.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await api(app, 'POST', '/user/login', { body: { email, password: PASSWORD } })).status).toBe(429);
    // Nothing changed meanwhile: the session and the old password are as they were.
    expect((await api(app, 'GET', '/profile', { token })).status).toBe(200);
  });

  it("leaves every other account alone", async () => {
    const email = 'nyugodt.tag@example.org';
    const { token } = await registeredMember(app, admin, schoolId, email);
    expect((await api(app, 'POST', '/profile/delete', { token, body: { password: 'rossz' } })).body.message).toBe('WRONG_PASSWORD');
    expect((await api(app, 'POST', '/user/login', { body: { email, password: PASSWORD } })).status).toBe(200);
  });
});

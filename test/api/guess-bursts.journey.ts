import { api, bootApp, logIn, TestApp } from './support/boot';
import { waitForMail } from './support/mail';
import { codeFromMail, importSchools, registeredMember } from './support/members';

const PASSWORD = 'Tanar-jelszo-1';

/** Requests from a client address of our choosing: the app trusts one proxy hop (loopback) here. */
const from = (address: string, cookie?: string) => ({ 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) });
const count = (answers: Array<{ status: number }>, status: number) => answers.filter((answer) => answer.status === status).length;

/**
 * Issue 38 §1–§2: a burst of guesses sent at once is counted before any is checked, so at most the free
 * number is ever checked (sign-in, password change, self-delete, codes); and a storm of wrong passwords
 * from strangers keeps strangers out, not the owner's own browser.
 */
describe('guesses sent at once, and storms against an account', () => {
  let app: TestApp;
  let admin: string;
  let schoolId: string;

  beforeAll(async () => {
    app = await bootApp({ LOGIN_RATE_LIMIT: '100000', TRUST_PROXY: '1' });
    admin = await logIn(app);
    schoolId = Object.values(await importSchools(app, admin))[0];
  });
  afterAll(() => app.destroy());

  it('checks at most five of 60 sign-ins sent at once from six addresses, the right one among them', async () => {
    const email = 'roham.bejelentkezes@example.org';
    await registeredMember(app, admin, schoolId, email);
    const attempts = Array.from({ length: 60 }, (_, i) => (i === 59 ? PASSWORD : `rossz-jelszo-${i}`));
    const answers = await Promise.all(
      attempts.map((password, i) => api(app, 'POST', '/user/login', { body: { email, password }, headers: from(`203.0.113.${i % 6}`) })),
    );
    expect(count(answers, 401) + count(answers, 200)).toBeLessThanOrEqual(5);
    expect(count(answers, 429)).toBeGreaterThanOrEqual(55);
    expect(answers.filter((answer) => answer.status === 429).every((answer) => Number(answer.headers.get('retry-after')) > 0)).toBe(true);
  });

  it('checks at most five of 40 current passwords sent at once to a password change', async () => {
    const email = 'roham.jelszocsere@example.org';
    const { token } = await registeredMember(app, admin, schoolId, email);
    const attempts = Array.from({ length: 40 }, (_, i) => (i === 39 ? PASSWORD : `rossz-jelszo-${i}`));
    const answers = await Promise.all(
      attempts.map((currentPassword) => api(app, 'POST', '/profile/password', { token, body: { currentPassword, password: 'Uj-Jelszo-Roham-2026' } })),
    );
    expect(count(answers, 400) + count(answers, 200)).toBeLessThanOrEqual(5);
    expect(count(answers, 429)).toBeGreaterThanOrEqual(35);
    // The right password came last: it waited its turn and nothing was replaced, or it was among the five.
    const replaced = answers[39].status === 200;
    // (Signed in from elsewhere: the burst came from the member's own, known, client.)
    const signIn = await api(app, 'POST', '/user/login', { body: { email, password: replaced ? 'Uj-Jelszo-Roham-2026' : PASSWORD }, headers: from('192.0.2.200') });
    expect(signIn.status).toBe(200);
  });

  it('checks at most five of 30 passwords sent at once to erase the account', async () => {
    const email = 'roham.torles@example.org';
    const { token } = await registeredMember(app, admin, schoolId, email);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => api(app, 'POST', '/profile/delete', { token, body: { password: `rossz-${i}` } })));
    expect(count(answers, 400)).toBeLessThanOrEqual(5);
    expect(count(answers, 429)).toBeGreaterThanOrEqual(25);
    expect((await api(app, 'GET', '/profile', { token })).status).toBe(200);
  });

  it('looks up at most ten of 40 link codes sent at once from one address', async () => {
    const routes = ['/user/verifyresetcode', '/user/verifyactivationcode', '/user/verifycompletioncode', '/user/password-reset'];
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => {
        const body = routes[i % 4] === '/user/password-reset' ? { q: `kitalalt-kod-${i}`, password: 'Uj-Jelszo-Roham-2026' } : { q: `kitalalt-kod-${i}` };
        return api(app, 'POST', routes[i % 4], { body, headers: from('198.51.100.200') });
      }),
    );
    expect(answers.filter((answer) => answer.body.message === 'INVALID_CODE').length).toBeLessThanOrEqual(10);
    expect(count(answers, 429)).toBeGreaterThanOrEqual(30);
    // Another address is not held up by it.
    expect((await api(app, 'POST', '/user/verifyresetcode', { body: { q: 'kitalalt-kod' }, headers: from('198.51.100.201') })).body.message).toBe('INVALID_CODE');
  });

  it("keeps strangers out during a storm, but not the owner's own browser, and a reset link ends the wait", async () => {
    const email = 'vihar.tulajdonos@example.org';
    await registeredMember(app, admin, schoolId, email);
    // The owner signs in at home: the browser gets its cookie, the address is remembered.
    const home = await api(app, 'POST', '/user/login', { body: { email, password: PASSWORD }, headers: from('192.0.2.10') });
    expect(home.status).toBe(200);
    const cookie = home.headers.get('set-cookie')!.split(';')[0];
    expect(home.headers.get('set-cookie')).toMatch(/HttpOnly; SameSite=Strict/);

    // The storm: wrong passwords from many strangers' addresses, one after another and at once.
    for (let i = 0; i < 8; i++) await api(app, 'POST', '/user/login', { body: { email, password: `vihar-${i}` }, headers: from(`203.0.113.${100 + i}`) });
    await Promise.all(Array.from({ length: 20 }, (_, i) => api(app, 'POST', '/user/login', { body: { email, password: `vihar-x${i}` }, headers: from(`203.0.113.${150 + i}`) })));

    // Strangers wait, the right password included.
    expect((await api(app, 'POST', '/user/login', { body: { email, password: PASSWORD }, headers: from('203.0.113.250') })).status).toBe(429);
    // The owner at home, and the owner's browser on another network, sign in.
    expect((await api(app, 'POST', '/user/login', { body: { email, password: PASSWORD }, headers: from('192.0.2.10') })).status).toBe(200);
    expect((await api(app, 'POST', '/user/login', { body: { email, password: PASSWORD }, headers: from('100.64.0.9', cookie) })).status).toBe(200);

    // On a new device the owner asks for a reset link: setting a new password ends the strangers' wait.
    expect((await api(app, 'POST', '/user/password-reset-request', { body: { email }, headers: from('100.64.7.7') })).status).toBe(200);
    const [mail] = await waitForMail(app, (m) => m.to === email && m.text.includes('/jelszo-helyreallitas'));
    const q = codeFromMail(mail.text, '/jelszo-helyreallitas');
    expect((await api(app, 'POST', '/user/password-reset', { body: { q, password: 'Vihar-Utan-Uj-2026' }, headers: from('100.64.7.7') })).status).toBe(200);
    expect((await api(app, 'POST', '/user/login', { body: { email, password: 'Vihar-Utan-Uj-2026' }, headers: from('100.64.7.7') })).status).toBe(200);
  });
});

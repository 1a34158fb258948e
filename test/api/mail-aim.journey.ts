import { api, bootApp, logIn, TestApp } from './support/boot';
import { solveBotCheck } from './support/bot-check';
import { outbox, waitForMail } from './support/mail';
import { application, apply, importSchools, registeredMember } from './support/members';

const from = (address: string) => ({ 'x-forwarded-for': address });
const settle = () => new Promise((resolve) => setTimeout(resolve, 700));

const company = (contactEmail: string) => ({
  name: 'Hamis Kft.',
  website: 'hamis.example',
  zip: '6720',
  city: 'Szeged',
  contactName: 'Bárki Béla',
  contactEmail,
  contactPhone: '+36 30 123 4567',
  activities: 'Bármi',
  teacherCount: '1',
});

/** Issue 38 §8: nobody can point the site's mail at a stranger again and again, or forge its headers. */
describe('mail that cannot be aimed at strangers', () => {
  let app: TestApp;
  let admin: string;
  let schoolId: string;

  beforeAll(async () => {
    app = await bootApp({ LOGIN_RATE_LIMIT: '1000', TRUST_PROXY: '1' });
    admin = await logIn(app);
    schoolId = Object.values(await importSchools(app, admin))[0];
  });
  afterAll(() => app.destroy());

  it('sends one reset mail for twelve requests from twelve addresses, and answers each as the first', async () => {
    const email = 'sok.keres@example.org';
    await registeredMember(app, admin, schoolId, email);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => api(app, 'POST', '/user/password-reset-request', { body: { email }, headers: from(`203.0.113.${i + 1}`) })),
    );
    expect(answers.map((answer) => [answer.status, answer.body])).toEqual(Array(12).fill([200, {}]));
    await waitForMail(app, (m) => m.to === email && m.text.includes('/jelszo-helyreallitas'));
    await settle();
    expect((await outbox(app)).filter((m) => m.to === email && m.text.includes('/jelszo-helyreallitas'))).toHaveLength(1);
  });

  it('writes to a company contact at most once a day, and tells staff of every application', async () => {
    const victim = 'aldozat@example.org';
    for (let i = 0; i < 3; i++) {
      const created = await api(app, 'POST', '/company/create', { body: { ...company(victim), recaptcha: await solveBotCheck(app) }, headers: from(`198.51.100.${i + 1}`) });
      expect(created.status).toBe(201);
    }
    await waitForMail(app, (m) => m.to === 'staff@example.org' && m.subject === 'Új céges jelentkezés: Hamis Kft.', { count: 3 });
    await settle();
    expect((await outbox(app)).filter((m) => m.to === victim)).toHaveLength(1);
  });

  it('refuses an address with a line break or a control character on every e-mail field', async () => {
    const forged = ['"a\r\nBcc: sok@example.org"@example.org', 'anna\n@example.org', '"a\u0007b"@example.org', 'an\u202Ena@example.org'];
    const admin2 = await logIn(app);
    const { id } = await registeredMember(app, admin, schoolId, 'cim.javitas@example.org');
    for (const email of forged) {
      const answers = [
        await apply(app, application(schoolId, email)),
        await api(app, 'POST', '/company/create', { body: { ...company(email), recaptcha: await solveBotCheck(app) }, headers: from('192.0.2.50') }),
        await api(app, 'POST', '/user/password-reset-request', { body: { email } }),
        await api(app, 'PUT', `/admin/users/${id}`, { token: admin2, body: { firstName: 'Anna', lastName: 'Kiss', email, phone: '+36 30 123 4567', zip: '6720', city: 'Szeged' } }),
      ];
      for (const answer of answers) {
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({ message: 'VALIDATION_FAILED', errors: [expect.objectContaining({ field: expect.stringMatching(/^(email|contactEmail)$/), code: 'isEmail' })] });
      }
    }
    // A quoted local part without control characters is a real address, and taken.
    expect((await apply(app, application(schoolId, '"kiss anna"@example.org'))).status).toBe(201);
  });
});

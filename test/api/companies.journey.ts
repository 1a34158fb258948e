import { api, bootApp, logIn, TestApp } from './support/boot';
import { solveBotCheck } from './support/bot-check';
import { outbox, waitForMail } from './support/mail';

const application = {
  name: 'Példa Szoftver Kft.',
  website: 'pelda-szoftver.example',
  zip: '6720',
  city: 'Szeged',
  contactName: 'Minta Márta',
  contactEmail: 'Marta@Pelda-Szoftver.example',
  contactPhone: '+36 30 123 4567',
  activities: 'Webfejlesztés, felhőszolgáltatások',
  optionals: 'Nyári gyakorlat tanároknak',
  teacherCount: '2',
};

/** Each test applies from its own address: the route allows 5 applications per address and minute. */
const from = (address: string) => ({ 'x-forwarded-for': address });

describe('a company applying to host teachers', () => {
  let app: TestApp;
  let admin: string;

  beforeAll(async () => {
    app = await bootApp({ TRUST_PROXY: 'true' });
    admin = await logIn(app);
  });
  afterAll(() => app.destroy());

  it('refuses a missing, a forged and a garbage bot-check solution, storing nothing', async () => {
    const genuine = await solveBotCheck(app);
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(genuine, 'base64').toString()), number: -1 })).toString('base64');
    const tampered = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(genuine, 'base64').toString()), signature: '0'.repeat(64) })).toString('base64');
    for (const recaptcha of [undefined, forged, tampered, 'nem-is-altcha']) {
      const response = await api(app, 'POST', '/company/create', { body: { ...application, recaptcha }, headers: from('10.0.0.1') });
      expect(response).toMatchObject({ status: 400, body: { message: 'VALIDATION_FAILED', errors: [{ field: 'recaptcha', code: 'botCheckFailed' }] } });
    }
    expect((await api(app, 'GET', '/admin/companies', { token: admin })).body).toEqual([]);
    expect(await outbox(app)).toEqual([]);
  });

  it('lists every invalid field, before spending the bot-check solution', async () => {
    const recaptcha = await solveBotCheck(app);
    const response = await api(app, 'POST', '/company/create', {
      body: { recaptcha, name: '  ', zip: '67200', contactEmail: 'nem-email', teacherCount: 0, optionals: '' },
      headers: from('10.0.0.2'),
    });
    expect(response.status).toBe(400);
    const fields = response.body.errors.map((e: { field: string }) => e.field).sort();
    expect(fields).toEqual(['activities', 'city', 'contactEmail', 'contactName', 'contactPhone', 'name', 'teacherCount', 'website', 'zip']);
    // The solution was not spent on a refused form: the corrected form goes through with it.
    const fixed = await api(app, 'POST', '/company/create', { body: { ...application, recaptcha }, headers: from('10.0.0.2') });
    expect(fixed.status).toBe(201);
  });

  it('accepts a genuine application: 201 with an id, both mails, and the admin table', async () => {
    const recaptcha = await solveBotCheck(app);
    const created = await api(app, 'POST', '/company/create', {
      // Another contact: an address hears at most once a day (issue 38 §8), and the first test's application wrote to Márta.
      body: { ...application, name: '  Második  Példa Zrt. ', contactEmail: 'Marta.Masodik@Pelda-Szoftver.example', optionals: undefined, recaptcha },
      headers: from('10.0.0.3'),
    });
    expect(created).toMatchObject({ status: 201, body: { id: expect.any(String) } });

    const [toContact] = await waitForMail(app, (m) => m.to === 'marta.masodik@pelda-szoftver.example' && m.text.includes('Második Példa Zrt.'));
    expect(toContact.subject).toBe('Megkaptuk a cégetek jelentkezését');
    expect(toContact.text).toContain('néhány munkanapon belül');
    const [toStaff] = await waitForMail(app, (m) => m.to === 'staff@example.org' && m.subject === 'Új céges jelentkezés: Második Példa Zrt.');
    for (const value of ['pelda-szoftver.example', '6720', 'Szeged', 'Minta Márta', '+36 30 123 4567', 'Webfejlesztés', 'tanárok száma: 2'])
      expect(toStaff.text).toContain(value);
    expect(toContact.text).toContain('Megkaptuk a Második Példa Zrt. jelentkezését.');
    expect(toStaff.text).not.toContain('Kérdésed van?');

    const list = await api(app, 'GET', '/admin/companies', { token: admin });
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(2);
    // Newest first, with the fields of SPEC §3.
    expect(list.body[0]).toEqual({
      id: created.body.id,
      name: 'Második Példa Zrt.',
      website: 'pelda-szoftver.example',
      zip: '6720',
      city: 'Szeged',
      contactName: 'Minta Márta',
      contactEmail: 'marta.masodik@pelda-szoftver.example',
      contactPhone: '+36 30 123 4567',
      activities: 'Webfejlesztés, felhőszolgáltatások',
      optionals: '',
      teacherCount: 2,
      createdAt: expect.any(String),
      // Staff have not touched it yet (issue 41 §8).
      status: 'new',
      statusChangedAt: null,
      statusChangedBy: null,
      note: '',
    });
    expect(list.body[1].name).toBe('Példa Szoftver Kft.');
    expect(list.headers.get('x-total-count')).toBe('2');

    // Asked for a page, the same rows a page at a time with the total (issue 40 §3).
    const second = await api(app, 'GET', '/admin/companies?page=2&pageSize=1', { token: admin });
    expect(second.body).toEqual({ total: 2, page: 2, pageSize: 1, items: [list.body[1]] });
    expect((await api(app, 'GET', '/admin/companies?pageSize=20', { token: admin })).body).toMatchObject({ total: 2, page: 1, items: list.body });
    const refused = await api(app, 'GET', '/admin/companies?pageSize=2001', { token: admin });
    expect(refused).toMatchObject({ status: 400, body: { message: 'VALIDATION_FAILED', errors: [expect.objectContaining({ field: 'pageSize' })] } });
  });

  it('refuses a solution used once already', async () => {
    const recaptcha = await solveBotCheck(app);
    const first = await api(app, 'POST', '/company/create', { body: { ...application, recaptcha }, headers: from('10.0.0.4') });
    expect(first.status).toBe(201);
    const before = (await api(app, 'GET', '/admin/companies', { token: admin })).body.length;
    const replay = await api(app, 'POST', '/company/create', { body: { ...application, recaptcha }, headers: from('10.0.0.4') });
    expect(replay).toMatchObject({ status: 400, body: { errors: [{ field: 'recaptcha', code: 'botCheckFailed' }] } });
    expect((await api(app, 'GET', '/admin/companies', { token: admin })).body).toHaveLength(before);
  });

  it('allows 5 applications per address and minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await api(app, 'POST', '/company/create', { body: {}, headers: from('10.0.0.5') })).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('keeps the company list to admins', async () => {
    expect((await api(app, 'GET', '/admin/companies')).status).toBe(401);
    expect((await api(app, 'GET', '/admin/companies', { token: 'garbage' })).status).toBe(401);
  });
});

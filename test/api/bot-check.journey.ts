import { api, bootApp, TestApp } from './support/boot';
import { waitForMail } from './support/mail';

describe('bot-check challenge (ALTCHA, the default)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await bootApp();
  });
  afterAll(() => app.destroy());

  it('issues a fresh, uncacheable challenge on every call', async () => {
    const first = await api(app, 'GET', '/bot-check/challenge');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.body).toEqual({
      algorithm: 'SHA-256',
      challenge: expect.stringMatching(/^[0-9a-f]{64}$/),
      maxnumber: 50_000,
      salt: expect.stringMatching(/\?expires=\d+&$/),
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const second = await api(app, 'GET', '/bot-check/challenge');
    expect(second.body.signature).not.toBe(first.body.signature);
  });
});

describe('bot check switched off (BOT_CHECK=off, development only)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await bootApp({ BOT_CHECK: 'off' });
  });
  afterAll(() => app.destroy());

  it('says so to the client and lets an application through without a solution', async () => {
    expect((await api(app, 'GET', '/bot-check/challenge')).body).toEqual({ provider: 'off' });
    const body = {
      name: 'Fejlesztői Teszt Bt.',
      website: 'https://teszt.example',
      zip: '1011',
      city: 'Budapest',
      contactName: 'Teszt Elek',
      contactEmail: 'elek@teszt.example',
      contactPhone: '06 1 234 5678',
      activities: 'Tesztelés',
      teacherCount: 1,
    };
    expect(await api(app, 'POST', '/company/create', { body })).toMatchObject({ status: 201 });
    await waitForMail(app, (m) => m.to === 'elek@teszt.example');
  });
});

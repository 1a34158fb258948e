import { api, bootApp, logIn, TestApp } from './support/boot';
import { multipart } from './support/catalogue';
import { outbox, waitForMail } from './support/mail';
import { apply, application, codeFromMail, importSchools } from './support/members';
import { conformanceOf } from './support/openapi-conformance';

/**
 * Issue 41 §4: staff preview a member list (nothing written, nobody mailed), then confirm it by
 * sending the same file, and the imported member's completion starts from what staff had.
 */
describe('a member list previewed, confirmed, and completed from what staff imported', () => {
  let app: TestApp;
  let admin: string;
  let schools: Record<string, string>;

  beforeAll(async () => {
    app = await bootApp();
    admin = await logIn(app);
    schools = await importSchools(app, admin);
    await apply(app, application(schools['900001'], 'mar.tag@example.org'));
  });
  afterAll(() => app.destroy());

  const LIST = [
    'email;vezetéknév;keresztnév;telefon;OM azonosító',
    'varga.jutka@example.org;Varga;Jutka;+36 30 555 6666;900002',
    'mar.tag@example.org;Már;Tag;;',
    ';Hibás;Sor;;',
    'bodnar.lili@example.org;Bodnár;Lili;;999999',
    'VARGA.JUTKA@example.org;Varga;Jutka;;',
  ].join('\n');
  const send = (path: string) => multipart(app, admin, path, 'tagok.csv', LIST, 'text/csv');
  const members = async () => (await api(app, 'GET', '/admin/users', { token: admin })).body as Array<{ email: string }>;
  const completionMails = async () => (await outbox(app)).filter((mail) => mail.subject === 'Fejezd be a regisztrációdat a klubban');

  it('previews the list: the rows, the rows left out by line, who will be mailed; nothing written, nobody mailed', async () => {
    const before = (await members()).length;
    const preview = await send('/admin/users/import/preview');
    expect(preview).toEqual({
      status: 200,
      body: {
        rows: 5,
        importable: 2,
        errors: [
          { line: 3, message: 'Ez az email cím már foglalt.' },
          { line: 4, message: 'Hibás vagy hiányzó e-mail-cím' },
          { line: 6, message: 'Ez az e-mail-cím a lista 2. sorában már szerepel.' },
        ],
        recipients: [
          { fullName: 'Varga Jutka', email: 'varga.jutka@example.org' },
          { fullName: 'Bodnár Lili', email: 'bodnar.lili@example.org' },
        ],
      },
    });
    (await conformanceOf(app)).check('POST', '/admin/users/import/preview', preview.status, preview.body);
    // A mail would be queued at once; give a wrongly sent one time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await members()).length).toBe(before);
    expect(await completionMails()).toEqual([]);
  });

  it('is staff’s only: 401 without a token', async () => {
    expect((await api(app, 'POST', '/admin/users/import/preview', { body: {} })).status).toBe(401);
  });

  it('imports what was previewed once confirmed, mails each once, and the completion starts from the imported phone and school', async () => {
    const report = await send('/admin/users/import');
    expect(report.body).toEqual({
      imported: 2,
      errors: [
        { line: 3, message: 'Ez az email cím már foglalt.' },
        { line: 4, message: 'Hibás vagy hiányzó e-mail-cím' },
        { line: 6, message: 'Ez az e-mail-cím a lista 2. sorában már szerepel.' },
      ],
    });
    const [mail] = await waitForMail(app, (m) => m.to === 'varga.jutka@example.org');
    await waitForMail(app, (m) => m.to === 'bodnar.lili@example.org');
    expect((await completionMails()).map((m) => m.to).sort()).toEqual(['bodnar.lili@example.org', 'varga.jutka@example.org']);

    const q = codeFromMail(mail.text, '/jelentkezes-folytatas');
    const start = await api(app, 'POST', '/user/verifycompletioncode', { body: { q } });
    expect(start.body).toEqual({
      email: 'varga.jutka@example.org',
      firstName: 'Jutka',
      phone: '+36 30 555 6666',
      schoolOm: '900002',
      school: { id: schools['900002'], name: 'Minta Gimnázium', city: 'Pécs' },
    });
    (await conformanceOf(app)).check('POST', '/user/verifycompletioncode', start.status, start.body);
    // A wrong code learns nothing of anyone's data.
    expect((await api(app, 'POST', '/user/verifycompletioncode', { body: { q: `${q}x` } })).body).toEqual(expect.objectContaining({ message: 'INVALID_CODE' }));

    // A school that does not exist is refused with a field error and leaves the code unspent.
    const refused = await api(app, 'POST', '/user/complete-signup', { body: { q, schoolId: 'nincs-ilyen', schoolOm: '900002', phone: '+36 30 555 6666', personalId: '71234567897', password: 'Jutka-jelszo-1' } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([expect.objectContaining({ field: 'schoolId', code: 'schoolNotFound' })]);

    const done = await api(app, 'POST', '/user/complete-signup', { body: { q, schoolId: schools['900002'], schoolOm: '900002', phone: '+36 30 555 6666', personalId: '71234567897', password: 'Jutka-jelszo-1' } });
    expect(done.status).toBe(200);
    const listed = (await api(app, 'GET', '/admin/users', { token: admin })).body.find((u: { email: string }) => u.email === 'varga.jutka@example.org');
    expect(listed).toMatchObject({ school: expect.objectContaining({ id: schools['900002'] }), schoolOm: '900002', phone: '+36 30 555 6666', registered: true });
  });

  it('answers no school for an OM id the reference data does not know, and completes without one', async () => {
    const [mail] = await waitForMail(app, (m) => m.to === 'bodnar.lili@example.org');
    const q = codeFromMail(mail.text, '/jelentkezes-folytatas');
    expect((await api(app, 'POST', '/user/verifycompletioncode', { body: { q } })).body).toEqual({
      email: 'bodnar.lili@example.org',
      firstName: 'Lili',
      phone: '',
      schoolOm: '999999',
      school: null,
    });
    // A known OM id typed on completion names the school even when none is picked.
    const done = await api(app, 'POST', '/user/complete-signup', { body: { q, schoolOm: '900001', phone: '+36 30 777 8888', personalId: '71234567897', password: 'Lili-jelszo-12' } });
    expect(done.status).toBe(200);
    const listed = (await api(app, 'GET', '/admin/users', { token: admin })).body.find((u: { email: string }) => u.email === 'bodnar.lili@example.org');
    expect(listed).toMatchObject({ school: expect.objectContaining({ id: schools['900001'] }), schoolOm: '900001' });
  });
});

import { Workbook } from 'exceljs';
import { api, ADMIN_EMAIL, ADMIN_PASSWORD, bootApp, decodeJwt, logIn, TestApp } from './support/boot';
import { outbox, SITE_SENDER, waitForMail } from './support/mail';
import { downloadToken } from './support/catalogue';
import { application, apply, codeFromMail, importSchools, registeredMember } from './support/members';

describe('a teacher applies, staff activate, the member signs in and edits the profile', () => {
  let app: TestApp;
  let admin: string;
  let schools: Record<string, string>;

  beforeAll(async () => {
    app = await bootApp({ LOGIN_RATE_LIMIT: '1000' });
    admin = await logIn(app);
    schools = await importSchools(app, admin);
  });
  afterAll(() => app.destroy());

  it('walks the whole path with the links from the mails', async () => {
    const email = 'kiss.anna@example.org';
    expect((await api(app, 'POST', '/user/checkemailtaken', { body: { email } })).body).toEqual({ taken: false });

    const applied = await apply(app, application(schools['900001'], email));
    expect(applied.status).toBe(201);
    const [received] = await waitForMail(app, (m) => m.to === email);
    expect(received.subject).toBe('Megkaptuk a jelentkezésedet');
    expect(received.text).toContain('néhány munkanapon belül');
    const [notice] = await waitForMail(app, (m) => m.to === 'staff@example.org');
    expect(notice.subject).toBe('Új tanári jelentkezés: Kiss Anna');
    expect(notice.text).toContain('Példa Informatikai Technikum');
    // Both come from the site by name; only the applicant's carries the member footer.
    expect([received.from, notice.from]).toEqual([SITE_SENDER, SITE_SENDER]);
    expect(received.text).toContain('Kérdésed van? Írj nekünk:');
    expect(notice.text).not.toContain('Kérdésed van?');
    expect(notice.html).not.toContain('Kérdésed van?');

    expect((await api(app, 'POST', '/user/checkemailtaken', { body: { email: 'KISS.anna@example.org' } })).body).toEqual({ taken: true });
    expect((await apply(app, application(schools['900001'], email))).body.message).toBe('EMAIL_TAKEN');
    expect((await api(app, 'POST', '/user/login', { body: { email, password: 'x' } })).body.message).toBe('NOT_ACTIVATED');

    const listed = (await api(app, 'GET', '/admin/users', { token: admin })).body.find((u: { email: string }) => u.email === email);
    expect(listed).toMatchObject({ fullName: 'Kiss Anna', activated: false, rejected: false, registered: false, personalIdValid: true, school: { om: '900001' } });

    const activated = await api(app, 'POST', '/admin/users/activate', { token: admin, body: { userId: applied.body.id } });
    expect(activated.body).toMatchObject({ activated: true, registered: false });
    // Activated but the link not yet used: told to use it (or ask for a new one), not "not activated".
    expect((await api(app, 'POST', '/user/login', { body: { email, password: 'x' } })).body.message).toBe('PASSWORD_NOT_SET');
    const [activation] = await waitForMail(app, (m) => m.to === email && m.text.includes('/jelentkezes-veglegesites?q='));
    expect(activation.text).toContain('http://localhost:');
    const q = codeFromMail(activation.text, '/jelentkezes-veglegesites');

    expect((await api(app, 'POST', '/user/verifyactivationcode', { body: { q } })).body).toEqual({ email });
    const set = await api(app, 'POST', '/user/setpassword', { body: { q, password: 'Tanar-jelszo-1' } });
    expect(decodeJwt(set.body.jwt)).toMatchObject({ email, firstName: 'Anna', admin: false });
    expect(await api(app, 'POST', '/user/setpassword', { body: { q, password: 'Masik-jelszo-2' } })).toMatchObject({ status: 400, body: { message: 'INVALID_CODE' } });
    expect((await api(app, 'POST', '/user/verifyactivationcode', { body: { q } })).body.message).toBe('INVALID_CODE');

    const token = await logIn(app, email, 'Tanar-jelszo-1');
    const profile = {
      firstName: 'Anna', lastName: 'Kiss', nickName: 'Panni', phone: '+36 30 765 4321', zip: '7621', city: 'Pécs', schoolId: schools['900002'],
      altalanosIskola: false, gimnazium: true, szakgimnazium: false, szakmaiTargy: true, idenErettsegi: true, felsooktatas: false,
    };
    const saved = await api(app, 'PUT', '/profile', { token, body: profile });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ nickName: 'Panni', city: 'Pécs', schoolId: schools['900002'], szakmaiTargy: false, idenErettsegi: false, email });
    expect((await api(app, 'PUT', '/profile', { token, body: { ...profile, schoolId: 'nincs' } })).body.errors).toEqual([{ field: 'schoolId', code: 'schoolNotFound' }]);
    const missing = await api(app, 'PUT', '/profile', { token, body: { ...profile, phone: '', city: undefined } });
    expect(missing.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['city', 'phone']);
  });

  it('resets a forgotten password with a link that works once', async () => {
    const email = 'nagy.bela@example.org';
    await registeredMember(app, admin, schools['900001'], email);
    expect((await api(app, 'POST', '/user/password-reset-request', { body: { email: 'senki@example.org' } })).body.message).toBe('WRONG_EMAIL');
    expect((await api(app, 'POST', '/user/password-reset-request', { body: { email } })).status).toBe(200);
    const [mail] = await waitForMail(app, (m) => m.to === email && m.text.includes('/jelszo-helyreallitas'));
    expect(mail.subject).toBe('Jelszó helyreállítása');
    const q = codeFromMail(mail.text, '/jelszo-helyreallitas');
    expect((await api(app, 'POST', '/user/verifyresetcode', { body: { q } })).body).toEqual({ email });
    expect((await api(app, 'POST', '/user/password-reset', { body: { q, password: 'Uj-jelszo-123' } })).status).toBe(200);
    expect((await api(app, 'POST', '/user/password-reset', { body: { q, password: 'Megint-123' } })).body.message).toBe('INVALID_CODE');
    await logIn(app, email, 'Uj-jelszo-123');
  });

  it('brings imported members in through completion, then staff activation', async () => {
    const csv = 'email,lastName,firstName,phone,zip,city\nszabo.eva@example.org,Szabó,Éva,,6720,Szeged\nrossz-cim,Hibás,Sor,,,\nkiss.anna@example.org,Kiss,Anna,,,\n';
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'tagok.csv');
    const imported = await (await fetch(`${app.url}/api/admin/users/import`, { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: form })).json();
    expect(imported).toEqual({
      imported: 1,
      errors: [
        { line: 3, message: 'Hibás vagy hiányzó e-mail-cím' },
        { line: 4, message: 'Ez az email cím már foglalt.' },
      ],
    });
    const [mail] = await waitForMail(app, (m) => m.to === 'szabo.eva@example.org');
    const q = codeFromMail(mail.text, '/jelentkezes-folytatas');
    expect((await api(app, 'POST', '/user/verifycompletioncode', { body: { q } })).body).toEqual({ email: 'szabo.eva@example.org', firstName: 'Éva', phone: '', schoolOm: '', school: null });

    let listed = (await api(app, 'GET', '/admin/users', { token: admin })).body.find((u: { email: string }) => u.email === 'szabo.eva@example.org');
    expect(listed).toMatchObject({ completionCode: true, schoolOm: '', personalId: '' });

    const done = await api(app, 'POST', '/user/complete-signup', { body: { q, schoolOm: '900002', phone: '+36 72 111 222', personalId: '71234567897', password: 'Eva-jelszo-1' } });
    expect(done.status).toBe(200);
    expect((await api(app, 'POST', '/user/complete-signup', { body: { q, schoolOm: '900002', phone: '+36 72 111 222', personalId: '1', password: 'Eva-jelszo-1' } })).body.message).toBe('INVALID_CODE');
    expect((await api(app, 'POST', '/user/login', { body: { email: 'szabo.eva@example.org', password: 'Eva-jelszo-1' } })).body.message).toBe('NOT_ACTIVATED');

    listed = (await api(app, 'GET', '/admin/users', { token: admin })).body.find((u: { email: string }) => u.email === 'szabo.eva@example.org');
    expect(listed).toMatchObject({ completionCode: false, activated: false, registered: true, schoolOm: '900002' });
    await api(app, 'POST', '/admin/users/activate', { token: admin, body: { userId: listed.id } });
    const [canSignIn] = await waitForMail(app, (m) => m.to === 'szabo.eva@example.org' && m.subject === 'Aktiváltuk a fiókodat');
    expect(canSignIn.text).not.toContain('?q=');
    await logIn(app, 'szabo.eva@example.org', 'Eva-jelszo-1');
  });

  it('disables a member: sign-in fails with ACCOUNT_DISABLED and their token stops working', async () => {
    const member = await registeredMember(app, admin, schools['900001'], 'toth.geza@example.org');
    const disabled = await api(app, 'POST', '/admin/users/disable', { token: admin, body: { userId: member.id } });
    expect(disabled.body).toMatchObject({ rejected: true, activated: false });
    expect((await api(app, 'POST', '/user/login', { body: { email: 'toth.geza@example.org', password: 'Tanar-jelszo-1' } })).body.message).toBe('ACCOUNT_DISABLED');
    expect((await api(app, 'GET', '/profile', { token: member.token })).status).toBe(401);
  });

  it('erases a person: no trace in read models or streams, and the e-mail may apply again', async () => {
    const email = 'torlendo.tag@example.org';
    const member = await registeredMember(app, admin, schools['900001'], email);
    expect((await api(app, 'POST', '/admin/users/delete', { token: admin, body: { userId: member.id } })).status).toBe(200);
    expect((await api(app, 'GET', '/admin/users', { token: admin })).body.some((u: { email: string }) => u.email === email)).toBe(false);
    expect((await api(app, 'GET', `/admin/users/${member.id}`, { token: admin })).status).toBe(404);
    const { EventStore } = await import('../../backend/src/platform/event-store/event-store.port');
    const { ReadStore } = await import('../../backend/src/platform/read-store/read-store.port');
    const events = await app.app.get(EventStore).readAll(0, 1_000_000);
    expect(JSON.stringify(events)).not.toContain(email);
    expect(events.some((e) => e.streamId === `user-${member.id}`)).toBe(false);
    expect(events.filter((e) => JSON.stringify(e.data).includes(member.id)).map((e) => e.type)).toEqual(['UserErased']);
    const readStore = app.app.get(ReadStore);
    // By their stored names: `collection` takes a model's handle, and a bare name opened no collection at all.
    for (const name of ['users', 'user-codes']) expect(JSON.stringify(await readStore.stored(readStore.liveName(name)).find({}))).not.toContain(member.id);
    expect((await api(app, 'POST', '/user/checkemailtaken', { body: { email } })).body).toEqual({ taken: false });
    expect((await apply(app, application(schools['900001'], email))).status).toBe(201);
  });

  it('lets a member erase their own account with their password; a wrong one changes nothing; staff cannot', async () => {
    const email = 'sajat.torles@example.org';
    const member = await registeredMember(app, admin, schools['900001'], email);
    const wrong = await api(app, 'POST', '/profile/delete', { token: member.token, body: { password: 'nem-ez' } });
    expect(wrong).toMatchObject({ status: 400, body: { message: 'WRONG_PASSWORD' } });
    expect((await api(app, 'GET', '/profile', { token: member.token })).status).toBe(200);
    expect((await api(app, 'POST', '/profile/delete', { token: member.token, body: {} })).status).toBe(400);

    expect((await api(app, 'POST', '/profile/delete', { token: member.token, body: { password: 'Tanar-jelszo-1' } })).status).toBe(200);
    expect((await api(app, 'GET', '/profile', { token: member.token })).status).toBe(401);
    expect((await api(app, 'POST', '/user/login', { body: { email, password: 'Tanar-jelszo-1' } })).body.message).toBe('WRONG_EMAIL');
    expect((await api(app, 'GET', '/admin/users', { token: admin })).body.some((u: { email: string }) => u.email === email)).toBe(false);
    expect((await api(app, 'POST', '/user/checkemailtaken', { body: { email } })).body).toEqual({ taken: false });
    expect((await api(app, 'POST', '/profile/delete', { token: admin, body: { password: ADMIN_PASSWORD } })).body.message).toBe('CANNOT_DELETE_SELF');
  });

  it('asks activated members for a data check, which saving the profile clears; staff are not asked', async () => {
    const member = await registeredMember(app, admin, schools['900001'], 'adatellenorzes@example.org');
    const asked = await api(app, 'POST', '/admin/users/request-profile-check', { token: admin });
    expect(asked.body.count).toBeGreaterThanOrEqual(2);
    expect((await api(app, 'GET', '/profile', { token: admin })).body.needsProfileCheck).toBe(false);
    const profile = (await api(app, 'GET', '/profile', { token: member.token })).body;
    expect(profile.needsProfileCheck).toBe(true);
    const { email, needsProfileCheck, personalId, schoolOm, ...editable } = profile;
    const saved = await api(app, 'PUT', '/profile', { token: member.token, body: { ...editable, nickName: 'Ellenőrzött' } });
    expect(saved.body.needsProfileCheck).toBe(false);
  });

  it('exports the activated members as XLSX through a 60-second download token', async () => {
    expect((await api(app, 'GET', '/admin/users/export')).status).toBe(401);
    const response = await fetch(`${app.url}/api/admin/users/export?token=${await downloadToken(app, admin, '/api/admin/users/export')}`);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    const workbook = new Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const emails = workbook.worksheets[0].getColumn(2).values.map(String);
    expect(emails).toEqual(expect.arrayContaining(['E-mail', 'kiss.anna@example.org']));
    expect(emails).not.toContain(ADMIN_EMAIL);
    expect((await api(app, 'GET', '/admin/users', { token: admin })).body.some((u: { email: string }) => u.email === ADMIN_EMAIL)).toBe(false);
    const member = await registeredMember(app, admin, schools['900001'], 'nem.admin@example.org');
    const memberDownload = await downloadToken(app, member.token, '/api/admin/users/export');
    expect((await fetch(`${app.url}/api/admin/users/export?token=${memberDownload}`)).status).toBe(403);
  });

  it('counts members, sign-ups and companies for the dashboard', async () => {
    const stats = (await api(app, 'GET', '/admin/stats', { token: admin })).body;
    expect(stats).toEqual({ userCount: expect.any(Number), userServiceCount: 0, companyCount: 0 });
    expect(stats.userCount).toBeGreaterThanOrEqual(3);
  });

  it('guards every admin route: 401 without a token, 403 for a member', async () => {
    const member = await registeredMember(app, admin, schools['900001'], 'csak.tag@example.org');
    const routes: Array<[string, string]> = [
      ['GET', '/admin/users'], ['GET', '/admin/users/x'], ['PUT', '/admin/users/x'], ['POST', '/admin/users/activate'],
      ['POST', '/admin/users/disable'], ['POST', '/admin/users/delete'], ['POST', '/admin/users/import'], ['POST', '/admin/users/import/preview'],
      ['POST', '/admin/users/request-profile-check'], ['GET', '/admin/stats'], ['GET', '/admin/companies'],
      ['GET', '/admin/schools'], ['POST', '/admin/schools/import'],
    ];
    for (const [method, path] of routes) {
      const body = method === 'GET' ? undefined : {};
      expect([method, path, (await api(app, method, path, { body })).status]).toEqual([method, path, 401]);
      expect([method, path, (await api(app, method, path, { token: member.token, body })).status]).toEqual([method, path, 403]);
    }
  });

  it('never sent a mail with a password or a code hash in it', async () => {
    for (const mail of await outbox(app)) expect(mail.text).not.toMatch(/scrypt\$|[0-9a-f]{64}/);
  });
});

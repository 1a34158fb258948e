import { api, bootApp, logIn, TestApp } from './support/boot';
import { multipart } from './support/catalogue';
import { outbox, waitForMail } from './support/mail';
import { application, apply, codeFromMail, importSchools, registeredMember } from './support/members';

const INVALID_CODE = { statusCode: 400, message: 'INVALID_CODE' };
const contactOf = (email: string) => ({ firstName: 'Anna', lastName: 'Kiss', email, phone: '+36 30 123 4567', zip: '6720', city: 'Szeged' });

/**
 * Issue 38 §3: staff correcting a member's address ends what the old address held (its links, the
 * member's sessions), sends the link still due to the new one, and tells both; a password change ends
 * an outstanding reset link.
 */
describe('an address changed by staff, and a password changed by the member', () => {
  let app: TestApp;
  let admin: string;
  let schoolId: string;

  beforeAll(async () => {
    app = await bootApp({ LOGIN_RATE_LIMIT: '1000' });
    admin = await logIn(app);
    schoolId = Object.values(await importSchools(app, admin))[0];
  });
  afterAll(() => app.destroy());

  it('kills the activation link sent to a mistyped address and sends a new one to the corrected address', async () => {
    const typo = 'kiss.anna@exmaple.org';
    const right = 'kiss.anna@example.org';
    const { body } = await apply(app, application(schoolId, typo));
    await api(app, 'POST', '/admin/users/activate', { token: admin, body: { userId: body.id } });
    const [sentToTypo] = await waitForMail(app, (m) => m.to === typo && m.text.includes('/jelentkezes-veglegesites'));
    const oldCode = codeFromMail(sentToTypo.text, '/jelentkezes-veglegesites');

    expect((await api(app, 'PUT', `/admin/users/${body.id}`, { token: admin, body: contactOf(right) })).status).toBe(200);

    // The old link opens nothing: not the page, not the password, not the profile.
    expect((await api(app, 'POST', '/user/verifyactivationcode', { body: { q: oldCode } })).body).toEqual(INVALID_CODE);
    expect((await api(app, 'POST', '/user/setpassword', { body: { q: oldCode, password: 'Elgepelt-Cim-2026' } })).body).toEqual(INVALID_CODE);

    // Both addresses hear of it; the corrected one gets the link, which works.
    const [notice] = await waitForMail(app, (m) => m.to === typo && m.subject === 'Ez a cím már nem tartozik klubfiókhoz');
    expect(notice.text).not.toContain(right);
    expect(notice.text).not.toContain('Anna');
    await waitForMail(app, (m) => m.to === right && m.subject === 'Módosult a klubfiókod e-mail-címe');
    const [link] = await waitForMail(app, (m) => m.to === right && m.text.includes('/jelentkezes-veglegesites'));
    const q = codeFromMail(link.text, '/jelentkezes-veglegesites');
    expect((await api(app, 'POST', '/user/verifyactivationcode', { body: { q } })).body).toEqual({ email: right });
    expect((await api(app, 'POST', '/user/setpassword', { body: { q, password: 'Javitott-Cim-2026' } })).status).toBe(200);
    expect((await api(app, 'POST', '/user/login', { body: { email: right, password: 'Javitott-Cim-2026' } })).status).toBe(200);
  });

  it('kills a reset link sent to the old address and ends the sessions of a registered member', async () => {
    const old = 'regi.cim@example.org';
    const renewed = 'uj.cim@example.org';
    const { id, token } = await registeredMember(app, admin, schoolId, old);
    await api(app, 'POST', '/user/password-reset-request', { body: { email: old } });
    const [reset] = await waitForMail(app, (m) => m.to === old && m.text.includes('/jelszo-helyreallitas'));

    expect((await api(app, 'PUT', `/admin/users/${id}`, { token: admin, body: contactOf(renewed) })).status).toBe(200);

    expect((await api(app, 'POST', '/user/verifyresetcode', { body: { q: codeFromMail(reset.text, '/jelszo-helyreallitas') } })).body).toEqual(INVALID_CODE);
    expect((await api(app, 'GET', '/profile', { token })).status).toBe(401);
    const [notice] = await waitForMail(app, (m) => m.to === renewed && m.subject === 'Módosult a klubfiókod e-mail-címe');
    expect(notice.text).toContain('jelentkezz be újra');
    await waitForMail(app, (m) => m.to === old && m.subject === 'Ez a cím már nem tartozik klubfiókhoz');
    // The new address signs in with the same password; nothing further was sent to it.
    expect((await api(app, 'POST', '/user/login', { body: { email: renewed, password: 'Tanar-jelszo-1' } })).status).toBe(200);
    expect((await outbox(app)).filter((m) => m.to === renewed)).toHaveLength(1);
  });

  it('sends an imported member’s completion link again to the corrected address', async () => {
    const typo = 'import.tag@exmaple.org';
    const right = 'import.tag@example.org';
    const csv = `email;lastName;firstName\n${typo};Tag;Imre\n`;
    expect((await multipart(app, admin, '/admin/users/import', 'tagok.csv', csv, 'text/csv')).body).toMatchObject({ imported: 1 });
    const [invite] = await waitForMail(app, (m) => m.to === typo && m.text.includes('/jelentkezes-folytatas'));
    const users = (await api(app, 'GET', '/admin/users', { token: admin })).body as Array<{ _id?: string; id?: string; email: string }>;
    const imported = users.find((user) => user.email === typo)!;
    const userId = imported.id ?? imported._id;

    expect((await api(app, 'PUT', `/admin/users/${userId}`, { token: admin, body: { ...contactOf(right), firstName: 'Imre', lastName: 'Tag' } })).status).toBe(200);

    expect((await api(app, 'POST', '/user/verifycompletioncode', { body: { q: codeFromMail(invite.text, '/jelentkezes-folytatas') } })).body).toEqual(INVALID_CODE);
    const [again] = await waitForMail(app, (m) => m.to === right && m.text.includes('/jelentkezes-folytatas'));
    expect((await api(app, 'POST', '/user/verifycompletioncode', { body: { q: codeFromMail(again.text, '/jelentkezes-folytatas') } })).body).toEqual({ email: right, firstName: 'Imre', phone: contactOf(right).phone, schoolOm: '', school: null });
  });

  it('kills an outstanding reset link when the member changes the password', async () => {
    const email = 'jelszot.valt@example.org';
    const { token } = await registeredMember(app, admin, schoolId, email);
    await api(app, 'POST', '/user/password-reset-request', { body: { email } });
    const [reset] = await waitForMail(app, (m) => m.to === email && m.text.includes('/jelszo-helyreallitas'));
    const changed = await api(app, 'POST', '/profile/password', { token, body: { currentPassword: 'Tanar-jelszo-1', password: 'Masodik-Jelszo-2026' } });
    expect(changed.status).toBe(200);
    const q = codeFromMail(reset.text, '/jelszo-helyreallitas');
    expect((await api(app, 'POST', '/user/verifyresetcode', { body: { q } })).body).toEqual(INVALID_CODE);
    expect((await api(app, 'POST', '/user/password-reset', { body: { q, password: 'Harmadik-Jelszo-2026' } })).body).toEqual(INVALID_CODE);
    expect((await api(app, 'POST', '/user/login', { body: { email, password: 'Masodik-Jelszo-2026' } })).status).toBe(200);
  });
});

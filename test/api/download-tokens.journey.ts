import { api, bootApp, logIn, TestApp } from './support/boot';
import { downloadToken, multipart } from './support/catalogue';
import { waitForMail } from './support/mail';
import { codeFromMail, importSchools, registeredMember } from './support/members';

const PDF = '%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\n%%EOF';
const PASSWORD = 'Tanar-jelszo-1';
const EXPORT = '/api/profile/export.xlsx';

/**
 * Issue 22 §4: a download link's token (GET /api/materials/downloadtoken?path=…) is a side door of the
 * session that asked for it. It opens the one file or export it was made for, once, and dies with the
 * session: "sign out everywhere" or a new password leaves it opening nothing — above all not the
 * member's whole data.
 */
describe('download tokens end with their session', () => {
  let app: TestApp;
  let admin: string;
  let schoolId: string;
  /** Two material files: links of this site that need a member's download token. */
  let files: [string, string];

  const open = (path: string, token: string) => fetch(`${app.url}${path}?token=${encodeURIComponent(token)}`);
  const statusOf = async (path: string, token: string) => {
    const response = await open(path, token);
    await response.arrayBuffer();
    return response.status;
  };

  beforeAll(async () => {
    app = await bootApp({ LOGIN_RATE_LIMIT: '1000' });
    admin = await logIn(app);
    schoolId = Object.values(await importSchools(app, admin))[0];
    const groupId = (await api(app, 'POST', '/admin/materials/groups', { token: admin })).body.id;
    const links: string[] = [];
    for (const name of ['Óravázlat.pdf', 'Feladatsor.pdf']) {
      const { id } = (await api(app, 'POST', '/admin/materials', { token: admin, body: { materialGroupId: groupId } })).body;
      links.push((await multipart(app, admin, `/admin/materials/${id}/upload`, name, PDF, 'application/pdf')).body.link);
      // A draft's file is the admins' alone (issue 41 §2): members open published ones.
      expect((await api(app, 'POST', '/admin/materials/publish', { token: admin, body: { id } })).status).toBe(200);
    }
    files = links as [string, string];
  });
  afterAll(() => app.destroy());

  it('is made for the path the request names, and refuses a path that is not one of this site', async () => {
    const { token } = await registeredMember(app, admin, schoolId, 'utvonal@example.org');
    expect(await api(app, 'GET', '/materials/downloadtoken?path=export.xlsx', { token })).toMatchObject({
      status: 400,
      body: { message: 'VALIDATION_FAILED', errors: [expect.objectContaining({ field: 'path' })] },
    });
    expect((await api(app, 'GET', `/materials/downloadtoken?path=${encodeURIComponent(EXPORT)}`)).status).toBe(401);
  });

  it("made without a path (SPEC's plain call), opens the first link it is used on, and nothing after it", async () => {
    const { token } = await registeredMember(app, admin, schoolId, 'utvonal.nelkul@example.org');
    const plain = (await api(app, 'GET', '/materials/downloadtoken', { token })).body.token;
    expect(await statusOf(files[0], plain)).toBe(200);
    expect(await statusOf(files[1], plain)).toBe(401);
    expect(await statusOf(files[0], plain)).toBe(401);
  });

  it('opens the one file it was made for, and not another file or the export', async () => {
    const { token } = await registeredMember(app, admin, schoolId, 'egy.fajl@example.org');
    const forFirst = await downloadToken(app, token, files[0]);
    expect(await statusOf(files[1], forFirst)).toBe(401);
    expect(await statusOf(EXPORT, forFirst)).toBe(401);
    const opened = await open(files[0], forFirst);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toBe(PDF);
  });

  it('opens it once: the same link again is a 401', async () => {
    const { token } = await registeredMember(app, admin, schoolId, 'egyszer@example.org');
    const download = await downloadToken(app, token, files[1]);
    expect(await statusOf(files[1], download)).toBe(200);
    expect(await statusOf(files[1], download)).toBe(401);
    const exportToken = await downloadToken(app, token, EXPORT);
    expect(await statusOf(EXPORT, exportToken)).toBe(200);
    expect(await statusOf(EXPORT, exportToken)).toBe(401);
  });

  it('opens nothing once its session signed out everywhere: not the export of the member\'s data, not a file', async () => {
    const email = 'mindenhol.letoltes@example.org';
    const { token } = await registeredMember(app, admin, schoolId, email);
    const exportToken = await downloadToken(app, token, EXPORT);
    const fileToken = await downloadToken(app, token, files[0]);
    expect((await api(app, 'POST', '/profile/sign-out-everywhere', { token })).status).toBe(200);
    expect(await statusOf(EXPORT, exportToken)).toBe(401);
    expect(await statusOf(files[0], fileToken)).toBe(401);
    // A new session's token works as before.
    const again = await logIn(app, email, PASSWORD);
    expect(await statusOf(EXPORT, await downloadToken(app, again, EXPORT))).toBe(200);
  });

  it('opens nothing once the password was reset or changed', async () => {
    const email = 'uj.jelszo.letoltes@example.org';
    const { token } = await registeredMember(app, admin, schoolId, email);
    const beforeReset = await downloadToken(app, token, EXPORT);
    await api(app, 'POST', '/user/password-reset-request', { body: { email } });
    const [mail] = await waitForMail(app, (m) => m.to === email && m.text.includes('/jelszo-helyreallitas'));
    expect((await api(app, 'POST', '/user/password-reset', { body: { q: codeFromMail(mail.text, '/jelszo-helyreallitas'), password: 'Uj-jelszo-2026' } })).status).toBe(200);
    expect(await statusOf(EXPORT, beforeReset)).toBe(401);

    const session = await logIn(app, email, 'Uj-jelszo-2026');
    const beforeChange = await downloadToken(app, session, files[0]);
    const changed = await api(app, 'POST', '/profile/password', { token: session, body: { currentPassword: 'Uj-jelszo-2026', password: 'Harmadik-jelszo-2026' } });
    expect(changed.status).toBe(200);
    expect(await statusOf(files[0], beforeChange)).toBe(401);
    expect(await statusOf(files[0], await downloadToken(app, changed.body.jwt, files[0]))).toBe(200);
  });

  it("opens nothing once the account is disabled, and an admin export dies with the admin's session too", async () => {
    const member = await registeredMember(app, admin, schoolId, 'letiltott.letoltes@example.org');
    const fileToken = await downloadToken(app, member.token, files[0]);
    expect((await api(app, 'POST', '/admin/users/disable', { token: admin, body: { userId: member.id } })).status).toBe(200);
    expect(await statusOf(files[0], fileToken)).toBe(401);

    const staffExport = await downloadToken(app, admin, '/api/admin/users/export');
    expect((await api(app, 'POST', '/profile/sign-out-everywhere', { token: admin })).status).toBe(200);
    expect(await statusOf('/api/admin/users/export', staffExport)).toBe(401);
    admin = await logIn(app);
  });
});

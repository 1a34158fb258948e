import { JwtService } from '@nestjs/jwt';
import { api, bootApp, logIn, tempDataDir, TestApp } from './support/boot';
import { adminService, BulkMember, downloadToken, eventually, multipart, openService, seedActivatedMembers, signUp, tokenOf } from './support/catalogue';

describe('sub-pages and their files (SPEC §2, §4, §8, issue 4 §9)', () => {
  let app: TestApp;
  let admin: string;
  let people: Array<BulkMember & { token: string }>;
  let memberOnly: string;
  let fileId: string;
  const filePath = (slug: string, name: string) => `/klub/szolgaltatasok/${slug}/letoltesek/${encodeURIComponent(name)}`;
  const file = (slug: string, name: string, token?: string) => fetch(`${app.url}${filePath(slug, name)}${token === undefined ? '' : `?token=${token}`}`);
  /** A file opened with a download token of `session` made for it. */
  const fileAs = async (session: string, slug: string, name: string) => file(slug, name, await downloadToken(app, session, filePath(slug, name)));

  beforeAll(async () => {
    const dataDir = tempDataDir();
    const bulk = await seedActivatedMembers(dataDir, 4);
    app = await bootApp({}, dataDir);
    admin = await logIn(app);
    people = await Promise.all(bulk.map(async (m) => ({ ...m, token: await tokenOf(app, m) })));
    memberOnly = await openService(app, admin, { name: 'Python alapok', hasSubPage: true, subPageUrl: 'python-alapok', subPageText: '<h2>Anyagok</h2><script>x()</script>' });
    fileId = (await multipart(app, admin, `/admin/services/${memberOnly}/upload`, 'feladatlap ősz.txt', 'titkos feladatlap', 'text/plain')).body.id;
    const open = await openService(app, admin, { name: 'Webfejlesztés', hasSubPage: true, subPagePublic: true, subPageUrl: 'webfejlesztes', subPageText: '<p>Nyílt</p>' });
    await multipart(app, admin, `/admin/services/${open}/upload`, 'tananyag.pdf', '%PDF-1.4 nyílt', 'application/pdf');
    await signUp(app, people[0].token, memberOnly);
  });
  afterAll(() => app.destroy());

  it('opens a public sub-page and its files to anyone', async () => {
    const page = await api(app, 'GET', '/materials/services/webfejlesztes');
    expect(page).toMatchObject({ status: 200, body: { name: 'Webfejlesztés', content: '<p>Nyílt</p>', public: true, files: [{ filename: 'tananyag.pdf', size: 15, image: false }] } });
    const download = await file('webfejlesztes', page.body.files[0].id);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="tananyag.pdf"; filename*=UTF-8''tananyag.pdf`);
    expect(await (await file('webfejlesztes', 'tananyag.pdf')).text()).toBe('%PDF-1.4 nyílt');
  });

  it('answers 401 to anonymous visitors, 403 naming the service to members not signed up, 404 to unknown pages', async () => {
    expect(await api(app, 'GET', '/materials/services/python-alapok')).toMatchObject({ status: 401, body: { message: 'UNAUTHENTICATED' } });
    expect((await api(app, 'GET', '/materials/services/python-alapok', { token: 'hamis' })).status).toBe(401);
    const refused = await api(app, 'GET', '/materials/services/python-alapok', { token: people[1].token });
    expect(refused).toMatchObject({ status: 403, body: { statusCode: 403, message: 'NOT_SIGNED_UP', name: 'Python alapok', id: memberOnly } });
    expect(await api(app, 'GET', '/materials/services/nincs-ilyen', { token: people[0].token })).toMatchObject({ status: 404, body: { message: 'SUBPAGE_NOT_FOUND' } });
  });

  it('serves the sanitised content to signed-up members and admins', async () => {
    const page = await api(app, 'GET', '/materials/services/python-alapok', { token: people[0].token });
    expect(page.body).toEqual({ id: memberOnly, name: 'Python alapok', content: '<h2>Anyagok</h2>', public: false, files: [{ id: fileId, filename: 'feladatlap ősz.txt', size: 17, image: false }] });
    expect((await api(app, 'GET', '/materials/services/python-alapok', { token: admin })).status).toBe(200);
  });

  it('guards non-public files with a download token: wrong, expired or missing → 401 without the file', async () => {
    for (const token of [undefined, 'hamis', people[0].token, await expiredDownloadToken(people[0].id)]) {
      const response = await file('python-alapok', fileId, token);
      expect(response.status).toBe(401);
      expect(await response.text()).not.toContain('titkos');
    }
    expect((await fileAs(people[1].token, 'python-alapok', fileId)).status).toBe(403);
    const allowed = await fileAs(people[0].token, 'python-alapok', fileId);
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('content-disposition')).toBe(`attachment; filename="feladatlap osz.txt"; filename*=UTF-8''feladatlap%20%C5%91sz.txt`);
    expect(await allowed.text()).toBe('titkos feladatlap');
    expect((await fileAs(admin, 'python-alapok', 'feladatlap ősz.txt')).status).toBe(200);
    expect((await fileAs(admin, 'python-alapok', 'nincs.txt')).status).toBe(404);
    expect((await file('nincs-ilyen', fileId)).status).toBe(404);
  });

  it('hides the sub-page of an archived service', async () => {
    await api(app, 'POST', `/admin/services/${memberOnly}/archive`, { token: admin, body: { archived: true } });
    expect((await api(app, 'GET', '/materials/services/python-alapok', { token: people[0].token })).status).toBe(404);
    await api(app, 'POST', `/admin/services/${memberOnly}/archive`, { token: admin, body: { archived: false } });
  });

  it('drops an erased member’s sign-ups and gives the seat to the waitlist', async () => {
    const id = await openService(app, admin, { name: 'Robotika', limit: 1, waitlistAvailable: true });
    await signUp(app, people[2].token, id);
    await signUp(app, people[3].token, id);
    expect((await api(app, 'POST', '/admin/users/delete', { token: admin, body: { userId: people[2].id } })).status).toBe(200);
    await eventually(async () => (await api(app, 'GET', `/services/${id}`, { token: people[3].token })).body, (s) => s.signedUp);
    const rows = (await adminService(app, admin, id)).users;
    expect(rows.map((r: { email: string }) => r.email)).toEqual([people[3].email]);
    expect(await adminService(app, admin, id)).toMatchObject({ userCount: 1, waitlistCount: 0 });
  });

  function expiredDownloadToken(userId: string): Promise<string> {
    return app.app.get(JwtService).signAsync({ sub: userId, purpose: 'download', exp: Math.floor(Date.now() / 1000) - 5 });
  }
});

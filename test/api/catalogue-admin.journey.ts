import { api, bootApp, logIn, tempDataDir, TestApp } from './support/boot';
import { adminService, multipart, seedActivatedMembers, tokenOf } from './support/catalogue';

describe('the admin services screen (SPEC §2, §4, §7)', () => {
  let app: TestApp;
  let admin: string;
  let member: string;
  const groups = async () => (await api(app, 'GET', '/admin/servicegroups', { token: admin })).body;

  beforeAll(async () => {
    const dataDir = tempDataDir();
    const [someone] = await seedActivatedMembers(dataDir, 1);
    app = await bootApp({}, dataDir);
    admin = await logIn(app);
    member = await tokenOf(app, someone);
  });
  afterAll(() => app.destroy());

  it('creates, renames and reorders categories', async () => {
    expect(await groups()).toEqual([]);
    const created = await api(app, 'POST', '/admin/servicegroups', { token: admin, body: { name: 'Online kurzusok' } });
    expect(created).toMatchObject({ status: 201, body: { name: 'Online kurzusok', order: 0, services: [], archivedServices: [] } });
    const second = (await api(app, 'POST', '/admin/servicegroups', { token: admin, body: { name: 'Webináriumok' } })).body;
    expect((await api(app, 'PUT', `/admin/servicegroups/${created.body.id}`, { token: admin, body: { name: 'Kurzusok' } })).body).toMatchObject({ name: 'Kurzusok' });
    const reordered = await api(app, 'POST', '/admin/servicegroups/reorder', { token: admin, body: { oldIndex: 1, newIndex: 0 } });
    expect(reordered.body.map((g: { id: string; order: number }) => [g.id, g.order])).toEqual([[second.id, 0], [created.body.id, 1]]);

    expect(await api(app, 'POST', '/admin/servicegroups/reorder', { token: admin, body: { oldIndex: 0, newIndex: 5 } })).toMatchObject({ status: 400, body: { message: 'INVALID_INDEX' } });
    expect((await api(app, 'PUT', '/admin/servicegroups/nincs', { token: admin, body: { name: 'X' } })).body.message).toBe('GROUP_NOT_FOUND');
    expect((await api(app, 'POST', '/admin/servicegroups', { token: admin, body: { name: ' ' } })).status).toBe(400);
    expect((await api(app, 'GET', '/admin/servicegroups', { token: member })).status).toBe(403);
    expect((await api(app, 'GET', '/admin/servicegroups')).status).toBe(401);
  });

  it('creates a hidden, inactive service in a category and saves only changed, well-typed fields', async () => {
    const [group] = await groups();
    const { body } = await api(app, 'POST', '/admin/services', { token: admin, body: { serviceGroupId: group.id } });
    expect(await adminService(app, admin, body.id)).toMatchObject({ id: body.id, name: 'Új szolgáltatás', hidden: true, active: false, limit: null, serviceGroupId: group.id, users: [] });
    expect((await api(app, 'POST', '/admin/services', { token: admin, body: { serviceGroupId: 'nincs' } })).body.message).toBe('GROUP_NOT_FOUND');

    const saved = await api(app, 'PUT', '/admin/services', { token: admin, body: { id: body.id, name: 'Python alapok', limit: 0, active: true } });
    expect(saved.body).toMatchObject({ name: 'Python alapok', limit: null, active: true, hidden: true });
    const wrong = await api(app, 'PUT', '/admin/services', { token: admin, body: { id: body.id, active: 'igen', limit: 'sok', name: null, type: 2, colour: 'kék' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['active', 'colour', 'limit', 'name', 'type']);
    expect((await api(app, 'PUT', '/admin/services', { token: admin, body: { id: 'nincs', name: 'X' } })).status).toBe(404);
    expect((await api(app, 'PUT', '/admin/services', { token: admin, body: { id: body.id, limit: 12 } })).body.limit).toBe(12);
    expect((await api(app, 'PUT', '/admin/services', { token: admin, body: { id: body.id, limit: null } })).body.limit).toBeNull();
  });

  it('makes sub-page URLs into unique slugs and sanitises admin HTML', async () => {
    const [group] = await groups();
    const first = group.services[0].id;
    const slug = await api(app, 'PUT', '/admin/services', { token: admin, body: { id: first, hasSubPage: true, subPageUrl: 'Őszi Tábor, 2026!' } });
    expect(slug.body).toMatchObject({ hasSubPage: true, subPageUrl: 'oszi-tabor-2026' });
    const other = (await api(app, 'POST', '/admin/services', { token: admin, body: { serviceGroupId: group.id } })).body.id;
    expect((await api(app, 'PUT', '/admin/services', { token: admin, body: { id: other, hasSubPage: true } })).body.subPageUrl).toBe('uj-szolgaltatas');
    expect(await api(app, 'PUT', '/admin/services', { token: admin, body: { id: other, subPageUrl: 'oszi-tabor-2026' } })).toMatchObject({ status: 409, body: { message: 'SUBPAGE_URL_TAKEN' } });

    const html = '<p onclick="steal()">Szia <b>tanár</b>!</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src="/klub/letoltesek/images/a.png" onerror="x()">';
    const cleaned = (await api(app, 'PUT', '/admin/services', { token: admin, body: { id: first, text: html, subPageText: html } })).body;
    for (const field of [cleaned.text, cleaned.subPageText]) {
      expect(field).toContain('<p>Szia <b>tanár</b>!</p>');
      expect(field).toContain('<img src="/klub/letoltesek/images/a.png" alt="" />');
      expect(field).not.toMatch(/script|onclick|onerror|javascript/);
    }

    // The categories list carries what its rows show, not the long texts: the editor reads those (issue 40 §3).
    const listed = (await groups())[0].services.find((service: { id: string }) => service.id === first);
    expect(Object.keys(listed).sort()).toEqual(
      ['active', 'archived', 'codesRemaining', 'codesTotal', 'full', 'hidden', 'id', 'limit', 'name', 'order', 'serviceGroupId', 'type', 'userCount', 'waitlistCount'],
    );
    expect(await adminService(app, admin, first)).toMatchObject({ text: cleaned.text, subPageText: cleaned.subPageText, subPageUrl: 'oszi-tabor-2026' });
  });

  it('reorders services within a category, archives and restores them', async () => {
    const [group] = await groups();
    const third = (await api(app, 'POST', '/admin/services', { token: admin, body: { serviceGroupId: group.id } })).body.id;
    const [a, b] = group.services.map((s: { id: string }) => s.id);
    const reordered = await api(app, 'POST', '/admin/services/reorder', { token: admin, body: { serviceGroupId: group.id, oldIndex: 2, newIndex: 0 } });
    expect(reordered.body.services.map((s: { id: string; order: number }) => [s.id, s.order])).toEqual([[third, 0], [a, 1], [b, 2]]);

    expect((await api(app, 'POST', `/admin/services/${a}/archive`, { token: admin, body: { archived: true } })).body).toMatchObject({ id: a, archived: true });
    let now = (await groups())[0];
    expect(now.services.map((s: { id: string }) => s.id)).toEqual([third, b]);
    expect(now.archivedServices.map((s: { id: string }) => s.id)).toEqual([a]);
    await api(app, 'POST', '/admin/services/reorder', { token: admin, body: { serviceGroupId: group.id, oldIndex: 1, newIndex: 0 } });
    await api(app, 'POST', `/admin/services/${a}/archive`, { token: admin, body: { archived: false } });
    now = (await groups())[0];
    expect(now.services.map((s: { id: string }) => s.id)).toEqual([b, a, third]);
    expect((await api(app, 'POST', '/admin/services/nincs/archive', { token: admin, body: { archived: true } })).status).toBe(404);
  });

  it('uploads, lists and deletes files and images', async () => {
    const service = (await groups())[0].services[0].id;
    const pdf = await multipart(app, admin, `/admin/services/${service}/upload`, 'Feladatlap – ősz.pdf', '%PDF-1.4 fake', 'application/pdf');
    expect(pdf).toMatchObject({ status: 201, body: { filename: 'Feladatlap – ősz.pdf', size: 13, image: false } });
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    const picture = await multipart(app, admin, `/admin/services/${service}/files`, 'abra.png', png, 'image/png');
    expect(picture.body).toMatchObject({ filename: 'abra.png', image: true });
    expect((await api(app, 'GET', `/admin/services/${service}/files`, { token: admin })).body.map((f: { id: string }) => f.id)).toEqual([pdf.body.id, picture.body.id]);

    const image = await multipart(app, admin, `/admin/services/${service}/upload/image`, 'borito.png', png, 'image/png');
    expect(image.body).toEqual([{ originalname: 'borito.png', filename: expect.stringMatching(/\.png$/), url: expect.stringMatching(/^\/klub\/letoltesek\/images\//), size: png.length }]);
    const served = await fetch(`${app.url}${image.body[0].url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    expect((await fetch(`${app.url}/klub/letoltesek/images/nincs.png`)).status).toBe(404);
    expect((await multipart(app, admin, `/admin/services/${service}/upload/image`, 'virus.png', '<script>', 'image/png')).body.errors).toEqual([{ field: 'file', code: 'notAnImage' }]);

    const left = await api(app, 'DELETE', `/admin/services/${service}/files/${pdf.body.id}`, { token: admin });
    expect(left.body.map((f: { id: string }) => f.id)).toEqual([picture.body.id]);
    expect((await api(app, 'DELETE', `/admin/services/${service}/files/${pdf.body.id}`, { token: admin })).body.message).toBe('FILE_NOT_FOUND');
  });
});

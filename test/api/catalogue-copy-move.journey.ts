import { api, bootApp, logIn, tempDataDir, TestApp } from './support/boot';
import { adminService, createService, downloadToken, eventually, memberCards, multipart, seedActivatedMembers, signUp, tokenOf } from './support/catalogue';

type Group = { id: string; name: string; services: Array<{ id: string; name: string }>; serviceCount: number; archivedCount: number };

/** Issue 41 §7: copy a service, move one to another category, delete an empty category (decision 0109). */
describe('copying and moving services, deleting an empty category', () => {
  let app: TestApp;
  let admin: string;
  let member: string;
  let source: string;
  let fileId: string;
  const groups = async (): Promise<Group[]> => (await api(app, 'GET', '/admin/servicegroups', { token: admin })).body;
  const groupNamed = async (name: string) => (await groups()).find((group) => group.name === name)!;
  const trail = (action: string, target: string) =>
    eventually(async () => (await api(app, 'GET', `/admin/audit?action=${action}&target=${target}`, { token: admin })).body.items, (items) => items.length > 0);

  beforeAll(async () => {
    const dataDir = tempDataDir();
    const [someone] = await seedActivatedMembers(dataDir, 1);
    app = await bootApp({}, dataDir);
    admin = await logIn(app);
    member = await tokenOf(app, someone);
    source = await createService(app, admin, {
      name: 'Robotika', description: 'Kártya', text: '<p>Hosszú</p>', active: true, hidden: false, limit: 3, type: 1, codeTableName: 'Kódok',
      hasSubPage: true, subPageUrl: 'robotika', subPageText: '<p>Anyagok</p>', emailSubject: 'Helyet kaptál',
    });
    fileId = (await multipart(app, admin, `/admin/services/${source}/upload`, 'feladat.txt', 'feladatlap', 'text/plain')).body.id;
    await api(app, 'POST', `/admin/services/${source}/codes`, { token: admin, body: { codes: ['A1', 'A2'] } });
    await signUp(app, member, source);
    await api(app, 'POST', '/admin/servicegroups', { token: admin, body: { name: 'Webináriumok' } });
  });
  afterAll(() => app.destroy());

  it("copies a service's settings, texts and sub-page with files of its own, never its sign-ups or codes; hidden and inactive", async () => {
    const copied = await api(app, 'POST', `/admin/services/${source}/copy`, { token: admin, body: {} });
    expect(copied.status).toBe(201);
    const copy = await adminService(app, admin, copied.body.id);
    expect(copy).toMatchObject({
      name: 'Robotika (másolat)', description: 'Kártya', text: '<p>Hosszú</p>', limit: 3, type: 1, codeTableName: 'Kódok', emailSubject: 'Helyet kaptál',
      hasSubPage: true, subPageUrl: 'robotika-masolat', subPageText: '<p>Anyagok</p>', active: false, hidden: true,
      userCount: 0, waitlistCount: 0, codesTotal: 0, users: [], serviceGroupId: (await groupNamed('Kurzusok')).id,
    });
    expect((await groupNamed('Kurzusok')).services.map((s) => s.name)).toEqual(['Robotika', 'Robotika (másolat)']);
    // The member never meets the half-finished copy.
    expect((await memberCards(app, member)).map((card) => card.name)).toEqual(['Robotika']);

    const files = (await api(app, 'GET', `/admin/services/${copy.id}/files`, { token: admin })).body;
    expect(files).toEqual([expect.objectContaining({ filename: 'feladat.txt', size: 10 })]);
    expect(files[0].id).not.toBe(fileId);
    // Removing the source's file leaves the copy's own.
    await api(app, 'DELETE', `/admin/services/${source}/files/${fileId}`, { token: admin });
    const path = `/klub/szolgaltatasok/robotika-masolat/letoltesek/${files[0].id}`;
    const download = await fetch(`${app.url}${path}?token=${await downloadToken(app, admin, path)}`);
    expect(await download.text()).toBe('feladatlap');

    expect((await trail('service.copied', copy.id))[0]).toMatchObject({ action: 'service.copied', target: { kind: 'service', id: copy.id, name: 'Robotika (másolat)' } });
    const again = await api(app, 'POST', `/admin/services/${source}/copy`, { token: admin, body: {} });
    expect((await adminService(app, admin, again.body.id)).subPageUrl).toBe('robotika-masolat-2');
  });

  it('copies into another category when asked; refuses unknown ids and malformed bodies', async () => {
    const webinars = await groupNamed('Webináriumok');
    const copied = await api(app, 'POST', `/admin/services/${source}/copy`, { token: admin, body: { serviceGroupId: webinars.id } });
    expect((await adminService(app, admin, copied.body.id)).serviceGroupId).toBe(webinars.id);
    expect(await api(app, 'POST', '/admin/services/nincs/copy', { token: admin, body: {} })).toMatchObject({ status: 404, body: { message: 'SERVICE_NOT_FOUND' } });
    expect(await api(app, 'POST', `/admin/services/${source}/copy`, { token: admin, body: { serviceGroupId: 'nincs' } })).toMatchObject({ status: 404, body: { message: 'GROUP_NOT_FOUND' } });
    const wrong = await api(app, 'POST', `/admin/services/${source}/copy`, { token: admin, body: { serviceGroupId: 5 } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.map((e: { field: string }) => e.field)).toEqual(['serviceGroupId']);
    expect((await api(app, 'POST', `/admin/services/${source}/copy`, { token: member, body: {} })).status).toBe(403);
  });

  it('moves a service to the end of another category', async () => {
    const webinars = await groupNamed('Webináriumok');
    const moved = await api(app, 'POST', `/admin/services/${source}/move`, { token: admin, body: { serviceGroupId: webinars.id } });
    expect(moved).toMatchObject({ status: 200, body: { id: source, serviceGroupId: webinars.id, order: 1 } });
    expect((await groupNamed('Webináriumok')).services.map((s) => s.id).at(-1)).toBe(source);
    expect((await groupNamed('Kurzusok')).services.map((s) => s.id)).not.toContain(source);
    expect((await trail('service.moved', source))[0]).toMatchObject({ action: 'service.moved', target: { kind: 'service', id: source } });

    expect(await api(app, 'POST', '/admin/services/nincs/move', { token: admin, body: { serviceGroupId: webinars.id } })).toMatchObject({ status: 404, body: { message: 'SERVICE_NOT_FOUND' } });
    expect(await api(app, 'POST', `/admin/services/${source}/move`, { token: admin, body: { serviceGroupId: 'nincs' } })).toMatchObject({ status: 404, body: { message: 'GROUP_NOT_FOUND' } });
    const wrong = await api(app, 'POST', `/admin/services/${source}/move`, { token: admin, body: {} });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.map((e: { field: string }) => e.field)).toEqual(['serviceGroupId']);
    expect((await api(app, 'POST', `/admin/services/${source}/move`, { token: member, body: { serviceGroupId: webinars.id } })).status).toBe(403);
  });

  it('deletes only an empty category, named on the trail by its last name', async () => {
    const kurzusok = await groupNamed('Kurzusok');
    const refused = await api(app, 'DELETE', `/admin/servicegroups/${kurzusok.id}`, { token: admin });
    expect(refused).toMatchObject({ status: 409, body: { message: 'GROUP_NOT_EMPTY' } });

    const empty = (await api(app, 'POST', '/admin/servicegroups', { token: admin, body: { name: 'Üres' } })).body;
    expect((await api(app, 'DELETE', `/admin/servicegroups/${empty.id}`, { token: member })).status).toBe(403);
    const remaining = await api(app, 'DELETE', `/admin/servicegroups/${empty.id}`, { token: admin });
    expect(remaining.status).toBe(200);
    expect(remaining.body.map((group: Group) => group.name)).toEqual(['Kurzusok', 'Webináriumok']);
    expect((await groups()).map((group) => group.name)).not.toContain('Üres');
    expect(await api(app, 'DELETE', `/admin/servicegroups/${empty.id}`, { token: admin })).toMatchObject({ status: 404, body: { message: 'GROUP_NOT_FOUND' } });
    const [row] = await trail('category.deleted', empty.id);
    expect(row).toMatchObject({ action: 'category.deleted', target: { kind: 'category', id: empty.id, name: 'Üres' } });
  });
});

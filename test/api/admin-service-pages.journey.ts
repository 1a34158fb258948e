import type { AdminServiceGroupView } from '../../backend/src/contract/admin-services';
import { api, bootApp, logIn, tempDataDir, TestApp } from './support/boot';
import { createService, seedActivatedMembers, tokenOf } from './support/catalogue';

/** The admin's categories a page at a time (issue 40 §3, docs/decisions/0101). */
describe("the admin services screen's categories on the server", () => {
  let app: TestApp;
  let admin: string;
  let member: string;
  let groupId: string;

  const list = async () => (await api(app, 'GET', '/admin/servicegroups', { token: admin })).body as AdminServiceGroupView[];
  const page = async (query: string) => (await api(app, 'GET', `/admin/servicegroups?group=${groupId}&${query}`, { token: admin })).body;
  const names = (rows: Array<{ name: string }>) => rows.map((row) => row.name);
  const courses = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `Kurzus ${from + i}`);

  beforeAll(async () => {
    const dataDir = tempDataDir();
    const [someone] = await seedActivatedMembers(dataDir, 1);
    app = await bootApp({}, dataDir);
    admin = await logIn(app);
    member = await tokenOf(app, someone);
    for (let i = 1; i <= 12; i++) await createService(app, admin, { name: `Kurzus ${i}` });
    for (const name of ['Régi kurzus 1', 'Régi kurzus 2']) {
      const id = await createService(app, admin, { name });
      await api(app, 'POST', `/admin/services/${id}/archive`, { token: admin, body: { archived: true } });
    }
    await createService(app, admin, { name: 'Webinárium' }, 'Webináriumok');
    groupId = (await list())[0].id;
  });
  afterAll(() => app.destroy());

  it('answers every category with its first 8 services of each list and how many each has', async () => {
    const [courseGroup, webinars] = await list();
    expect(courseGroup).toMatchObject({ name: 'Kurzusok', order: 0, serviceCount: 12, archivedCount: 2 });
    expect(names(courseGroup.services)).toEqual(courses(1, 8));
    expect(courseGroup.services[7]).toMatchObject({ order: 7, serviceGroupId: groupId, archived: false, userCount: 0 });
    expect(names(courseGroup.archivedServices)).toEqual(['Régi kurzus 1', 'Régi kurzus 2']);
    expect(webinars).toMatchObject({ name: 'Webináriumok', serviceCount: 1, archivedCount: 0, archivedServices: [] });
  });

  it('answers one list of one category a page at a time, in its order, with the total', async () => {
    const second = await page('page=2&pageSize=5');
    expect(second).toMatchObject({ groupId, list: 'services', total: 12, page: 2, pageSize: 5 });
    expect(names(second.items)).toEqual(courses(6, 10));
    expect(second.items[0]).toMatchObject({ order: 5 });
    // Without a size, the screen's page of 60: here the whole category, its first rows those the list carries.
    const whole = await page('');
    expect(whole).toMatchObject({ total: 12, page: 1, pageSize: 60 });
    expect(names(whole.items)).toEqual(courses(1, 12));
    expect(whole.items.slice(0, 8)).toEqual((await list())[0].services);
    expect(await page('list=archived&pageSize=1')).toMatchObject({ list: 'archived', total: 2, items: [{ name: 'Régi kurzus 1', archived: true }] });
    expect(await page('page=9&pageSize=5')).toMatchObject({ total: 12, page: 9, items: [] });
  });

  it('keeps every answer bounded by its page, and what changes a category answers the bounded category too', async () => {
    for (const pageSize of [1, 3, 12]) expect((await page(`pageSize=${pageSize}`)).items).toHaveLength(pageSize);
    for (const category of await list()) expect(category.services.length).toBeLessThanOrEqual(8);
    const reordered = await api(app, 'POST', '/admin/services/reorder', { token: admin, body: { serviceGroupId: groupId, oldIndex: 10, newIndex: 1 } });
    expect(reordered.status).toBe(200);
    expect(reordered.body).toMatchObject({ id: groupId, serviceCount: 12 });
    expect(names(reordered.body.services)).toEqual(['Kurzus 1', 'Kurzus 11', ...courses(2, 7)]);
    expect(names((await page('page=3&pageSize=4')).items)).toEqual(['Kurzus 8', 'Kurzus 9', 'Kurzus 10', 'Kurzus 12']);
    const renamed = await api(app, 'PUT', `/admin/servicegroups/${groupId}`, { token: admin, body: { name: 'Tanfolyamok' } });
    expect(renamed.body).toMatchObject({ name: 'Tanfolyamok', serviceCount: 12, archivedCount: 2 });
    expect(renamed.body.services).toHaveLength(8);
    const groups = (await api(app, 'POST', '/admin/servicegroups/reorder', { token: admin, body: { oldIndex: 0, newIndex: 1 } })).body;
    expect(groups.map(({ name, serviceCount }: AdminServiceGroupView) => ({ name, serviceCount }))).toEqual([
      { name: 'Webináriumok', serviceCount: 1 },
      { name: 'Tanfolyamok', serviceCount: 12 },
    ]);
  });

  it('follows a new, an edited and an archived service in the counts and the pages', async () => {
    const created = (await api(app, 'POST', '/admin/services', { token: admin, body: { serviceGroupId: groupId } })).body.id;
    await api(app, 'PUT', '/admin/services', { token: admin, body: { id: created, name: 'Kurzus 13' } });
    const last = await page('page=13&pageSize=1');
    expect(last).toMatchObject({ total: 13, items: [{ id: created, name: 'Kurzus 13', order: 12, hidden: true }] });
    await api(app, 'POST', `/admin/services/${created}/archive`, { token: admin, body: { archived: true } });
    const category = (await list()).find(({ id }) => id === groupId)!;
    expect(category).toMatchObject({ serviceCount: 12, archivedCount: 3 });
    expect(names((await page('list=archived')).items)).toEqual(['Régi kurzus 1', 'Régi kurzus 2', 'Kurzus 13']);
  });

  it('refuses bad paging with field errors, an unknown category with 404, anyone but an admin', async () => {
    const refused = async (query: string) => (await api(app, 'GET', `/admin/servicegroups?${query}`, { token: admin })).body;
    expect(await refused(`group=${groupId}&page=0`)).toMatchObject({ message: 'VALIDATION_FAILED', errors: [{ field: 'page', code: 'min' }] });
    expect(await refused(`group=${groupId}&pageSize=2001`)).toMatchObject({ errors: [{ field: 'pageSize', code: 'max' }] });
    expect(await refused(`group=${groupId}&pageSize=sok`)).toMatchObject({ errors: [{ field: 'pageSize', code: 'isInt' }] });
    expect(await refused(`group=${groupId}&list=mind`)).toMatchObject({ errors: [{ field: 'list', code: 'isIn' }] });
    expect(await refused('page=2')).toMatchObject({ errors: [{ field: 'group', code: 'isString' }] });
    expect(await refused('list=archived')).toMatchObject({ errors: [{ field: 'group', code: 'isString' }] });
    expect(await refused('group=')).toMatchObject({ errors: [{ field: 'group', code: 'isNotEmpty' }] });
    expect(await refused(`group=${groupId}&sort=name`)).toMatchObject({ errors: [{ field: 'sort', code: 'whitelistValidation' }] });
    expect(await api(app, 'GET', '/admin/servicegroups?group=nincs-ilyen', { token: admin })).toMatchObject({ status: 404, body: { message: 'GROUP_NOT_FOUND' } });
    expect((await api(app, 'GET', `/admin/servicegroups?group=${groupId}`, { token: member })).status).toBe(403);
    expect((await api(app, 'GET', `/admin/servicegroups?group=${groupId}`)).status).toBe(401);
  });
});

import type { MemberServiceGroupView } from '../../backend/src/contract/member-services';
import { api, bootApp, logIn, tempDataDir, TestApp } from './support/boot';
import { BulkMember, createService, openService, seedActivatedMembers, signUp, tokenOf } from './support/catalogue';

/** The member's services a category at a time (issue 40 §3, docs/decisions/0098). */
describe("the member's services page on the server", () => {
  let app: TestApp;
  let admin: string;
  let seated: string;
  let other: string;
  let courses: string[];
  let hidden: string;

  const list = async (token: string) => (await api(app, 'GET', '/services', { token })).body as MemberServiceGroupView[];
  const names = (cards: Array<{ name: string }>) => cards.map((card) => card.name);

  beforeAll(async () => {
    const dataDir = tempDataDir();
    const people: BulkMember[] = await seedActivatedMembers(dataDir, 2);
    app = await bootApp({}, dataDir);
    admin = await logIn(app);
    [seated, other] = await Promise.all(people.map((person) => tokenOf(app, person)));
    courses = [];
    for (let i = 1; i <= 13; i++) courses.push(await openService(app, admin, { name: `Kurzus ${i}` }));
    // The hidden one fourth, the archived one seventh: neither counts for a member who holds no seat in them.
    hidden = await openService(app, admin, { name: 'Zártkörű', hidden: true });
    const archived = await openService(app, admin, { name: 'Régi kurzus' });
    await api(app, 'POST', `/admin/services/${archived}/archive`, { token: admin, body: { archived: true } });
    const groupId = (await list(seated))[0].id;
    await api(app, 'POST', '/admin/services/reorder', { token: admin, body: { serviceGroupId: groupId, oldIndex: 13, newIndex: 3 } });
    await createService(app, admin, { name: 'Webinárium', active: true, hidden: false }, 'Webináriumok');
    await createService(app, admin, { name: 'Csak rejtett', active: true, hidden: true }, 'Zárt kör');
    expect((await signUp(app, seated, hidden)).status).toBe(200);
  });
  afterAll(() => app.destroy());

  it('answers every category with its first 6 services and how many it has', async () => {
    const groups = await list(other);
    expect(groups.map(({ name, serviceCount }) => ({ name, serviceCount }))).toEqual([
      { name: 'Kurzusok', serviceCount: 13 },
      { name: 'Webináriumok', serviceCount: 1 },
    ]);
    expect(names(groups[0].services)).toEqual(['Kurzus 1', 'Kurzus 2', 'Kurzus 3', 'Kurzus 4', 'Kurzus 5', 'Kurzus 6']);
    expect(groups[0].services[0]).toMatchObject({ order: 0, serviceGroupId: groups[0].id, signedUp: false });
    // The member with a seat in the hidden service sees it, in its place, and counts it.
    const mine = await list(seated);
    expect(mine[0].serviceCount).toBe(14);
    expect(names(mine[0].services)).toEqual(['Kurzus 1', 'Kurzus 2', 'Kurzus 3', 'Zártkörű', 'Kurzus 4', 'Kurzus 5']);
    expect(mine[0].services[3]).toMatchObject({ hidden: true, signedUp: true });
  });

  it('answers one category a page at a time, in its order, with the total', async () => {
    const [group] = await list(seated);
    const second = await api(app, 'GET', `/services?group=${group.id}&page=2&pageSize=5`, { token: seated });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ groupId: group.id, total: 14, page: 2, pageSize: 5 });
    expect(names(second.body.items)).toEqual(['Kurzus 5', 'Kurzus 6', 'Kurzus 7', 'Kurzus 8', 'Kurzus 9']);
    // Without a size, the screen's page of 60: here the whole category, the same cards the list's first ones are.
    const whole = (await api(app, 'GET', `/services?group=${group.id}`, { token: other })).body;
    expect(whole).toMatchObject({ total: 13, page: 1, pageSize: 60 });
    expect(names(whole.items)).toEqual(courses.map((_, i) => `Kurzus ${i + 1}`));
    expect(whole.items.slice(0, 6)).toEqual((await list(other))[0].services);
    const past = (await api(app, 'GET', `/services?group=${group.id}&page=9&pageSize=5`, { token: other })).body;
    expect(past).toMatchObject({ total: 13, page: 9, items: [] });
  });

  it('keeps each answer bounded by its page, whatever the category holds', async () => {
    const [group] = await list(other);
    for (const pageSize of [1, 3, 13]) {
      const page = (await api(app, 'GET', `/services?group=${group.id}&pageSize=${pageSize}`, { token: other })).body;
      expect(page.items).toHaveLength(pageSize);
      expect(page.total).toBe(13);
    }
    for (const category of await list(other)) expect(category.services.length).toBeLessThanOrEqual(6);
  });

  it('refuses bad paging with field errors, an unknown category with 404', async () => {
    const [group] = await list(other);
    const refused = async (query: string) => (await api(app, 'GET', `/services?${query}`, { token: other })).body;
    expect(await refused(`group=${group.id}&page=0`)).toMatchObject({ message: 'VALIDATION_FAILED', errors: [{ field: 'page', code: 'min' }] });
    expect(await refused(`group=${group.id}&pageSize=2001`)).toMatchObject({ errors: [{ field: 'pageSize', code: 'max' }] });
    expect(await refused(`group=${group.id}&pageSize=sok`)).toMatchObject({ errors: [{ field: 'pageSize', code: 'isInt' }] });
    expect(await refused('page=2')).toMatchObject({ errors: [{ field: 'group', code: 'isString' }] });
    expect(await refused('group=')).toMatchObject({ errors: [{ field: 'group', code: 'isNotEmpty' }] });
    expect(await refused(`group=${group.id}&sort=name`)).toMatchObject({ errors: [{ field: 'sort', code: 'whitelistValidation' }] });
    const unknown = await api(app, 'GET', '/services?group=nincs-ilyen', { token: other });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'GROUP_NOT_FOUND' } });
    expect((await api(app, 'GET', `/services?group=${group.id}`)).status).toBe(401);
  });
});

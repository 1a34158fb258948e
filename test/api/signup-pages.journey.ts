import { api, bootApp, logIn, tempDataDir, TestApp } from './support/boot';
import { BulkMember, decide, eventually, openService, seedActivatedMembers, signUp, tokenOf } from './support/catalogue';

type Row = { userId: string; email: string; createdAt: string; approved: boolean; rejected: boolean; onWaitlist: boolean };

/** A service's sign-ups page, filter and search on the server (issue 40 §3, docs/decisions/0093). */
describe('the sign-ups of a service, a page at a time', () => {
  let app: TestApp;
  let admin: string;
  let people: Array<BulkMember & { token: string }>;
  let id: string;
  const get = (query = '') => api(app, 'GET', `/admin/services/${id}${query}`, { token: admin });

  beforeAll(async () => {
    const dataDir = tempDataDir();
    const bulk = await seedActivatedMembers(dataDir, 30);
    app = await bootApp({}, dataDir);
    admin = await logIn(app);
    people = await Promise.all(bulk.map(async (m) => ({ ...m, token: await tokenOf(app, m) })));
    id = await openService(app, admin, { name: 'Népszerű kurzus', needsApproval: true, limit: 5, waitlistAvailable: true });
    for (const member of people) await signUp(app, member.token, id);
    await decide(app, admin, 'approve', people[0].id, id);
    await decide(app, admin, 'approve', people[1].id, id);
    await decide(app, admin, 'reject', people[2].id, id);
    // The rejected member's seat goes to the first on the waitlist, awaiting approval.
    await eventually(() => get('?status=awaiting'), (response) => response.body.total === 3);
  });
  afterAll(() => app.destroy());

  it('answers the SPEC view without paging parameters: every sign-up oldest first, counted in X-Total-Count', async () => {
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get('x-total-count')).toBe('30');
    expect(response.body).toMatchObject({ id, name: 'Népszerű kurzus' });
    expect(response.body.users.map((row: Row) => row.email)).toEqual(people.map((member) => member.email));
  });

  it('pages in the same order, with the totals per status', async () => {
    const all: Row[] = (await get()).body.users;
    const first = await get('?pageSize=10');
    expect(first.body).toMatchObject({ page: 1, pageSize: 10, total: 30, service: { id, name: 'Népszerű kurzus' } });
    expect(first.body.totals).toEqual({ all: 30, approved: 2, awaiting: 3, waitlisted: 24, rejected: 1 });
    expect(first.body.items.map((row: Row) => row.userId)).toEqual(all.slice(0, 10).map((row) => row.userId));
    const third = await get('?page=3&pageSize=10');
    expect(third.body.items.map((row: Row) => row.userId)).toEqual(all.slice(20).map((row) => row.userId));
    expect((await get('?page=4&pageSize=10')).body.items).toEqual([]);
  });

  it('filters by status and searches by name or e-mail, accents and case aside', async () => {
    const waiting = await get('?status=waitlisted&pageSize=5');
    expect(waiting.body).toMatchObject({ total: 24, page: 1, pageSize: 5 });
    expect(waiting.body.items.every((row: Row) => row.onWaitlist)).toBe(true);
    expect((await get('?status=rejected')).body.items.map((row: Row) => row.userId)).toEqual([people[2].id]);
    // Tanár1 and Tanár10…Tanár19: every word must match, in any order.
    const searched = await get('?search=TANAR1');
    expect(searched.body.total).toBe(11);
    expect(searched.body.pageSize).toBe(20);
    expect((await get('?search=teszt%20tanar17')).body.items.map((row: Row) => row.email)).toEqual(['tanar17@example.org']);
    expect((await get('?search=tanar2&status=approved')).body.total).toBe(0);
  });

  it('shows a decision taken from the dialog on the page that holds the row', async () => {
    await decide(app, admin, 'approve', people[3].id, id);
    const page = await get('?status=approved');
    expect(page.body.items.map((row: Row) => row.userId)).toEqual([people[0].id, people[1].id, people[3].id]);
    expect(page.body.totals).toMatchObject({ approved: 3, awaiting: 2 });
  });

  it('refuses bad paging and filters with field errors', async () => {
    for (const [query, field] of [['?status=full', 'status'], ['?pageSize=0', 'pageSize'], ['?pageSize=2001', 'pageSize'], ['?page=abc', 'page']]) {
      const response = await get(query);
      expect(response.status).toBe(400);
      expect(JSON.stringify(response.body)).toContain(field);
    }
  });
});

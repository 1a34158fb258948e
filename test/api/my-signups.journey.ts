import { api, bootApp, logIn, tempDataDir, TestApp } from './support/boot';
import { BulkMember, decide, openService, seedActivatedMembers, signUp, tokenOf } from './support/catalogue';

describe("the member's own sign-ups on the club home (GET /services/mine, issue 41 §9)", () => {
  let app: TestApp;
  let admin: string;
  let people: Array<BulkMember & { token: string }>;
  const mine = async (i: number) => (await api(app, 'GET', '/services/mine', { token: people[i].token })).body;

  beforeAll(async () => {
    const dataDir = tempDataDir();
    const bulk = await seedActivatedMembers(dataDir, 3);
    app = await bootApp({}, dataDir);
    admin = await logIn(app);
    people = await Promise.all(bulk.map(async (m) => ({ ...m, token: await tokenOf(app, m) })));
  });
  afterAll(() => app.destroy());

  it('answers only the signed-in member’s sign-ups, with status, waitlist place and code', async () => {
    const coupon = await openService(app, admin, { name: 'Vizsgakupon', type: 1, codeTableName: 'Kuponok', needsApproval: true });
    await api(app, 'POST', `/admin/services/${coupon}/codes`, { token: admin, body: { codes: ['KOD-1'] } });
    const seats = await openService(app, admin, { name: 'Szegedi workshop', limit: 1, waitlistAvailable: true, hasSubPage: true, subPageUrl: 'szegedi-workshop' });
    expect((await signUp(app, people[0].token, coupon)).status).toBe(200);
    for (const person of people) expect((await signUp(app, person.token, seats)).status).toBe(200);

    expect(await mine(0)).toEqual([
      expect.objectContaining({ serviceId: coupon, name: 'Vizsgakupon', status: 'awaiting', waitlistPosition: null, code: null, subPageUrl: null }),
      expect.objectContaining({ serviceId: seats, name: 'Szegedi workshop', status: 'approved', waitlistPosition: null, subPageUrl: 'szegedi-workshop' }),
    ]);
    expect(await mine(1)).toEqual([expect.objectContaining({ serviceId: seats, status: 'waitlisted', waitlistPosition: 1 })]);
    expect(await mine(2)).toEqual([expect.objectContaining({ serviceId: seats, status: 'waitlisted', waitlistPosition: 2 })]);

    await decide(app, admin, 'approve', people[0].id, coupon);
    expect((await mine(0))[0]).toMatchObject({ status: 'approved', code: 'KOD-1' });
    // Another member's code never shows: the list is the session's own, and takes no one's id.
    expect(JSON.stringify(await mine(1))).not.toContain('KOD-1');
    expect(JSON.stringify((await api(app, 'GET', `/services/mine?userId=${people[0].id}`, { token: people[1].token })).body)).not.toContain('KOD-1');
  });

  it('is for signed-in members only', async () => {
    expect((await api(app, 'GET', '/services/mine')).status).toBe(401);
  });
});

import { api, bootApp, logIn, tempDataDir, TestApp } from './support/boot';
import { BulkMember, decide, openService, seedActivatedMembers, signUp, tokenOf } from './support/catalogue';
import { outbox, waitForMail } from './support/mail';

/** Issue 41 §1: staff putting a sign-up back under review or removing it tells the member, once. */
describe('staff decisions about a sign-up reach the member', () => {
  let app: TestApp;
  let admin: string;
  let people: Array<BulkMember & { token: string }>;
  let id: string;

  beforeAll(async () => {
    const dataDir = tempDataDir();
    const bulk = await seedActivatedMembers(dataDir, 4);
    app = await bootApp({}, dataDir);
    admin = await logIn(app);
    people = await Promise.all(bulk.map(async (m) => ({ ...m, token: await tokenOf(app, m) })));
    id = await openService(app, admin, { name: 'Vizsgakupon', type: 1, codeTableName: 'Kuponok', needsApproval: true, limit: 2, waitlistAvailable: true });
    await api(app, 'POST', `/admin/services/${id}/codes`, { token: admin, body: { codes: ['K-1', 'K-2', 'K-3'] } });
    for (const m of people) await signUp(app, m.token, id);
  });
  afterAll(() => app.destroy());

  const subjectsTo = async (email: string) => (await outbox(app)).filter((mail) => mail.to === email).map((mail) => mail.subject);
  const remove = (userId: string) => api(app, 'DELETE', '/admin/userservice', { token: admin, body: { userId, serviceId: id } });

  it('puts an approved sign-up back under review: the mail says so and that the code waits with it', async () => {
    await decide(app, admin, 'approve', people[0].id, id);
    await waitForMail(app, (m) => m.to === people[0].email && m.text.includes('K-1'));
    expect((await decide(app, admin, 'unapprove', people[0].id, id)).body).toEqual({ approved: false, rejected: false });
    const [mail] = await waitForMail(app, (m) => m.to === people[0].email && m.subject === 'Jelentkezésed újra elbírálás alatt: „Vizsgakupon”');
    expect(mail.text).toContain('visszavonták a „Vizsgakupon” szolgáltatásra beküldött jelentkezésed jóváhagyását');
    expect(mail.text).toContain('ne használd fel a kuponkódodat (K-1)');
    // Approved again, the member gets the same code back (issue 38 §4), as the mail promised.
    await decide(app, admin, 'approve', people[0].id, id);
    expect((await api(app, 'GET', `/services/${id}`, { token: people[0].token })).body).toMatchObject({ approved: true, code: 'K-1' });
  });

  it('tells a member whose place staff removed, and one taken off the waitlist', async () => {
    expect((await remove(people[0].id)).status).toBe(200);
    const [mail] = await waitForMail(app, (m) => m.to === people[0].email && m.subject === 'Jelentkezésed törölve: „Vizsgakupon”');
    expect(mail.text).toContain('Munkatársaink törölték a „Vizsgakupon” szolgáltatásra beküldött jelentkezésedet, így a helyed felszabadult.');
    expect(mail.text).toContain('Kérdésed van? Írj nekünk:');

    expect((await remove(people[3].id)).status).toBe(200);
    const [waitlisted] = await waitForMail(app, (m) => m.to === people[3].email && m.subject === 'Jelentkezésed törölve: „Vizsgakupon”');
    expect(waitlisted.text).toContain('így lekerültél a várólistáról');
  });

  it('does not write again to a member whose rejected sign-up staff remove', async () => {
    await decide(app, admin, 'reject', people[1].id, id);
    await waitForMail(app, (m) => m.to === people[1].email && m.subject === 'Jelentkezésed elutasítva: „Vizsgakupon”');
    // The admin's user dialog says where the sign-up stands, as the sign-ups dialog does.
    const detail = (await api(app, 'GET', `/admin/users/${people[1].id}`, { token: admin })).body;
    expect(detail.services).toEqual([{ id, name: 'Vizsgakupon', user_service: { createdAt: expect.any(String), onWaitList: false, status: 'rejected' } }]);
    expect((await remove(people[1].id)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await subjectsTo(people[1].email)).not.toContain('Jelentkezésed törölve: „Vizsgakupon”');
  });

  it('mails each decision once', async () => {
    const subjects = await subjectsTo(people[0].email);
    expect(subjects.filter((subject) => subject === 'Jelentkezésed törölve: „Vizsgakupon”')).toHaveLength(1);
    expect(subjects.filter((subject) => subject === 'Jelentkezésed újra elbírálás alatt: „Vizsgakupon”')).toHaveLength(1);
  });
});

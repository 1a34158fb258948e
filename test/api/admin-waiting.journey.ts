import { api, bootApp, logIn, tempDataDir, TestApp } from './support/boot';
import { solveBotCheck } from './support/bot-check';
import { BulkMember, decide, eventually, openService, seedActivatedMembers, signUp, tokenOf } from './support/catalogue';
import { apply, application, importSchools } from './support/members';

/** Issue 41 §6: the dashboard says what waits for staff, each count read from the module that owns it. */
describe('the work waiting on the dashboard', () => {
  let app: TestApp;
  let admin: string;
  let people: Array<BulkMember & { token: string }>;
  let robotics: string;
  let webinar: string;

  beforeAll(async () => {
    const dataDir = tempDataDir();
    const bulk = await seedActivatedMembers(dataDir, 4);
    app = await bootApp({}, dataDir);
    admin = await logIn(app);
    people = await Promise.all(bulk.map(async (m) => ({ ...m, token: await tokenOf(app, m) })));
    robotics = await openService(app, admin, { name: 'Robotika', needsApproval: true, limit: 10 });
    webinar = await openService(app, admin, { name: 'Webinárium', needsApproval: true, limit: 10 });
    for (const m of people.slice(0, 3)) await signUp(app, m.token, robotics);
    await signUp(app, people[3].token, webinar);
  });
  afterAll(() => app.destroy());

  const waiting = (token = admin) => api(app, 'GET', '/admin/stats/waiting', { token });

  it('is the admins’ alone', async () => {
    expect((await waiting('')).status).toBe(401);
    expect((await waiting(people[0].token)).status).toBe(403);
  });

  it('counts the sign-ups to decide by service, most first, and follows each decision', async () => {
    expect((await waiting()).body).toEqual({
      applicants: 0,
      signupsToDecide: [
        { serviceId: robotics, name: 'Robotika', count: 3 },
        { serviceId: webinar, name: 'Webinárium', count: 1 },
      ],
      companiesToAnswer: 0,
      profileChecksPending: 0,
    });
    await decide(app, admin, 'approve', people[0].id, robotics);
    await decide(app, admin, 'reject', people[3].id, webinar);
    const after = await eventually(waiting, (r) => r.body.signupsToDecide.length === 1);
    expect(after.body.signupsToDecide).toEqual([{ serviceId: robotics, name: 'Robotika', count: 2 }]);
  });

  it('counts the applicants, the companies not yet answered and the data checks not yet done', async () => {
    const schools = await importSchools(app, admin);
    expect((await apply(app, application(schools['900001'], 'uj.jelentkezo@example.org'))).status).toBe(201);
    const company = {
      name: 'Példa Kft.', website: 'pelda.example', zip: '6720', city: 'Szeged', contactName: 'Minta Márta',
      contactEmail: 'marta@pelda.example', contactPhone: '+36 30 123 4567', activities: 'Webfejlesztés', optionals: '', teacherCount: '2',
    };
    expect((await api(app, 'POST', '/company/create', { body: { ...company, recaptcha: await solveBotCheck(app) } })).status).toBe(201);
    expect((await api(app, 'POST', '/admin/users/request-profile-check', { token: admin })).body.count).toBe(4);
    const counts = await eventually(waiting, (r) => r.body.profileChecksPending === 4 && r.body.companiesToAnswer === 1);
    expect(counts.body).toMatchObject({ applicants: 1, companiesToAnswer: 1, profileChecksPending: 4 });

    const profile = (await api(app, 'GET', '/profile', { token: people[1].token })).body;
    const { email, needsProfileCheck, personalId, schoolOm, ...editable } = profile;
    // The seeded members' school is not in this club's list: the member picks one of its schools.
    expect((await api(app, 'PUT', '/profile', { token: people[1].token, body: { ...editable, schoolId: schools['900001'] } })).status).toBe(200);
    expect((await eventually(waiting, (r) => r.body.profileChecksPending === 3)).body.profileChecksPending).toBe(3);
  });
});

import { RequestsInFlight } from '../../backend/src/platform/http/requests-in-flight';
import { bootApp, logIn, tempDataDir, TestApp } from './support/boot';
import { BulkMember, openService, seedActivatedMembers, signUp, tokenOf } from './support/catalogue';
import { listen, until } from './support/live';

describe('live notices', () => {
  let app: TestApp;
  let admin: string;
  let members: Array<BulkMember & { token: string }>;

  beforeAll(async () => {
    const dataDir = tempDataDir();
    const bulk = await seedActivatedMembers(dataDir, 2);
    app = await bootApp({}, dataDir);
    admin = await logIn(app);
    members = await Promise.all(bulk.map(async (m) => ({ ...m, token: await tokenOf(app, m) })));
  });
  afterAll(() => app.destroy());

  it('is for signed-in people only, as an event stream that is not cached or compressed', async () => {
    expect((await fetch(`${app.url}/api/live`)).status).toBe(401);
    const live = await listen(app, members[0].token);
    expect(live.response.headers.get('content-type')).toContain('text/event-stream');
    expect(live.response.headers.get('cache-control')).toBe('no-store');
    expect(live.response.headers.get('content-encoding')).toBeNull();
    await live.close();
  });

  it('is not counted as a request being answered, so mail and reactions still let real requests go first', async () => {
    const requests = app.app.get(RequestsInFlight);
    const live = await listen(app, members[0].token);
    expect(requests.busy).toBe(false); // an open tab's stream would otherwise keep the process "busy" for good
    await live.close();
  });

  it("tells every tab that a service's seats changed, and only the member that their own sign-up did", async () => {
    const serviceId = await openService(app, admin, { name: 'Élő jelentkezés', limit: 5 });
    const [mine, theirs, staff] = await Promise.all([listen(app, members[0].token), listen(app, members[1].token), listen(app, admin)]);
    await signUp(app, members[0].token, serviceId);
    await until(() => mine.notices.length >= 2 && theirs.notices.length >= 1);
    expect(mine.notices).toEqual(expect.arrayContaining([{ topic: 'service', serviceId }, { topic: 'signup', serviceId }]));
    expect(theirs.notices).toEqual([{ topic: 'service', serviceId }]);
    expect(staff.notices).toEqual([{ topic: 'service', serviceId }]);
    await Promise.all([mine.close(), theirs.close(), staff.close()]);
  });

  it('tells staff, and nobody else, that someone applied', async () => {
    const [member, staff] = await Promise.all([listen(app, members[0].token), listen(app, admin)]);
    const { apply, importSchools, application } = await import('./support/members');
    const schools = await importSchools(app, admin);
    await apply(app, application(schools['900001'], 'uj.jelentkezo@example.org'));
    await until(() => staff.notices.some((n) => n.topic === 'members'));
    expect(member.notices.some((n) => n.topic === 'members')).toBe(false);
    await Promise.all([member.close(), staff.close()]);
  });
});

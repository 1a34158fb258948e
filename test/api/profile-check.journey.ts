import { api, bootApp, logIn, TestApp } from './support/boot';
import { importSchools, registeredMember } from './support/members';

describe('staff see who has done the data check they asked for (issue 41 §3)', () => {
  let app: TestApp;
  let admin: string;
  let anna: { id: string; token: string };
  let bela: { id: string; token: string };
  const progress = async () => (await api(app, 'GET', '/admin/users/profile-check', { token: admin })).body;
  const pendingOf = async (id: string) => (await api(app, 'GET', `/admin/users/${id}`, { token: admin })).body.needsProfileCheck;

  beforeAll(async () => {
    app = await bootApp();
    admin = await logIn(app);
    const schools = await importSchools(app, admin);
    anna = await registeredMember(app, admin, schools['900001'], 'anna@example.org');
    bela = await registeredMember(app, admin, schools['900001'], 'bela@example.org');
  });
  afterAll(() => app.destroy());

  it('counts the members asked who have saved their profile since, and shows who has not', async () => {
    expect(await progress()).toEqual({ done: 0, pending: 0 });
    expect((await api(app, 'POST', '/admin/users/request-profile-check', { token: admin })).body).toEqual({ count: 2 });
    expect(await progress()).toEqual({ done: 0, pending: 2 });
    expect(await pendingOf(anna.id)).toBe(true);

    const { email, needsProfileCheck, personalId, schoolOm, ...editable } = (await api(app, 'GET', '/profile', { token: anna.token })).body;
    expect((await api(app, 'PUT', '/profile', { token: anna.token, body: editable })).status).toBe(200);
    expect(await progress()).toEqual({ done: 1, pending: 1 });
    expect(await pendingOf(anna.id)).toBe(false);
    expect(await pendingOf(bela.id)).toBe(true);
    const table = (await api(app, 'GET', '/admin/users?table=activated&page=1&pageSize=20', { token: admin })).body.items as Array<{ id: string; needsProfileCheck: boolean }>;
    expect(Object.fromEntries(table.map((row) => [row.id, row.needsProfileCheck]))).toEqual({ [anna.id]: false, [bela.id]: true });

    // Asked again: everyone starts over.
    await api(app, 'POST', '/admin/users/request-profile-check', { token: admin });
    expect(await progress()).toEqual({ done: 0, pending: 2 });
  });

  it('is for staff only', async () => {
    expect((await api(app, 'GET', '/admin/users/profile-check', { token: anna.token })).status).toBe(403);
    expect((await api(app, 'GET', '/admin/users/profile-check')).status).toBe(401);
  });
});

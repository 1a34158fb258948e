import { api, bootApp, logIn, TestApp } from './support/boot';
import { application, apply, importSchools } from './support/members';

/** Issue 14 §8: names and other one-line fields refuse what would forge a log line or reverse a name. */
describe('one-line fields', () => {
  let app: TestApp;
  let admin: string;
  let schoolId: string;
  beforeAll(async () => {
    app = await bootApp({ LOGIN_RATE_LIMIT: '1000' });
    admin = await logIn(app);
    schoolId = Object.values(await importSchools(app, admin))[0];
  });
  afterAll(() => app.destroy());

  it.each([
    ['a line break', 'Anna\n[Nest] 1 - ERROR hamis sor'],
    ['a carriage return', 'Anna\rX'],
    ['NUL', 'An\u0000na'],
    ['a right-to-left override', '\u202eannA'],
  ])('refuses %s in an applicant\u2019s first name, and records nothing', async (_name, firstName) => {
    const email = `egysor.${Math.random().toString(36).slice(2)}@example.org`;
    const response = await apply(app, { ...application(schoolId, email), firstName });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ statusCode: 400, message: 'VALIDATION_FAILED', errors: [{ field: 'firstName', code: 'oneLine' }] });
    expect((await api(app, 'POST', '/user/checkemailtaken', { body: { email } })).body).toEqual({ taken: false });
  });

  it('takes every language\u2019s letters and emoji', async () => {
    const response = await apply(app, { ...application(schoolId, 'oneline.ok@example.org'), firstName: 'Éva-Őrsi 😀', lastName: 'Ñúñez Çelik' });
    expect(response.status).toBe(201);
  });

  it('refuses a service name with a line break and a group name with NUL', async () => {
    const group = (await api(app, 'POST', '/admin/servicegroups', { token: admin, body: { name: 'Csoport' } })).body.id;
    const { id } = (await api(app, 'POST', '/admin/services', { token: admin, body: { serviceGroupId: group } })).body;
    const renamed = await api(app, 'PUT', '/admin/services', { token: admin, body: { id, name: 'Python\nkurzus' } });
    expect(renamed.body.errors).toEqual([{ field: 'name', code: 'oneLine' }]);
    const groupName = await api(app, 'POST', '/admin/servicegroups', { token: admin, body: { name: 'Cso\u0000port' } });
    expect(groupName.body.errors).toEqual([{ field: 'name', code: 'oneLine' }]);
  });
});

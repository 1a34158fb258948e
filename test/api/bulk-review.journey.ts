import { Workbook } from 'exceljs';
import { api, bootApp, logIn, TestApp } from './support/boot';
import { downloadToken } from './support/catalogue';
import { waitForMail } from './support/mail';
import { application, apply, importSchools, registeredMember } from './support/members';

/** Issue 41 §7: staff activate or reject several applicants at once; each is mailed as if alone. */
describe('bulk review of applicants', () => {
  let app: TestApp;
  let admin: string;
  let schoolId: string;
  const applicants: Record<string, string> = {};

  beforeAll(async () => {
    app = await bootApp({ LOGIN_RATE_LIMIT: '1000' });
    admin = await logIn(app);
    schoolId = (await importSchools(app, admin))['900001'];
    for (const email of ['elso@example.org', 'masodik@example.org', 'harmadik@example.org', 'negyedik@example.org']) {
      expect((await apply(app, application(schoolId, email))).status).toBe(201);
    }
    const listed = (await api(app, 'GET', '/admin/users?table=unactivated', { token: admin })).body as Array<{ id: string; email: string }>;
    for (const user of listed) applicants[user.email] = user.id;
  });
  afterAll(() => app.destroy());

  const bulk = (body: unknown, token = admin) => api(app, 'POST', '/admin/users/bulk', { token, body });

  it('is the admins’ alone and refuses a malformed selection with field errors', async () => {
    const member = await registeredMember(app, admin, schoolId, 'tag@example.org');
    expect((await bulk({ action: 'activate', userIds: [applicants['elso@example.org']] }, '')).status).toBe(401);
    expect((await bulk({ action: 'activate', userIds: [applicants['elso@example.org']] }, member.token)).status).toBe(403);
    for (const body of [{ action: 'activate', userIds: [] }, { action: 'block', userIds: ['x'] }, { action: 'reject', userIds: ['x', 'x'] }, { userIds: ['x'] }]) {
      expect((await bulk(body)).body).toMatchObject({ statusCode: 400, message: 'VALIDATION_FAILED' });
    }
  });

  it('exports the ticked applicants alone, never staff, and refuses too many', async () => {
    const path = '/api/admin/users/export';
    const open = async (users: string) => fetch(`${app.url}${path}?users=${users}&token=${await downloadToken(app, admin, path)}`);
    const adminId = JSON.parse(Buffer.from(admin.split('.')[1], 'base64url').toString()).sub as string;
    const chosen = [applicants['harmadik@example.org'], applicants['elso@example.org'], adminId];
    const response = await open(chosen.join(','));
    expect(response.status).toBe(200);
    const workbook = new Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    const emails = Array.from({ length: sheet.rowCount - 1 }, (_, n) => JSON.stringify(sheet.getRow(n + 2).values));
    expect(emails).toHaveLength(2);
    expect(emails.join()).toContain('elso@example.org');
    expect(emails.join()).toContain('harmadik@example.org');
    expect((await open(Array.from({ length: 201 }, (_, n) => `u${n}`).join(','))).status).toBe(400);
  });

  it('activates the selected applicants, each mailed their activation link', async () => {
    const ids = [applicants['elso@example.org'], applicants['masodik@example.org'], 'nincs-ilyen'];
    const { body } = await bulk({ action: 'activate', userIds: ids });
    expect(body.outcomes).toEqual([{ userId: ids[0], done: true }, { userId: ids[1], done: true }, { userId: 'nincs-ilyen', error: 'USER_NOT_FOUND' }]);
    for (const email of ['elso@example.org', 'masodik@example.org']) await waitForMail(app, (m) => m.to === email && /aktiv/i.test(m.text));
  });

  it('rejects the selected applicants, each mailed the decision, and never blocks a member by it', async () => {
    const ids = [applicants['harmadik@example.org'], applicants['negyedik@example.org'], applicants['elso@example.org']];
    const { body } = await bulk({ action: 'reject', userIds: ids });
    expect(body.outcomes).toEqual([{ userId: ids[0], done: true }, { userId: ids[1], done: true }, { userId: ids[2], error: 'ALREADY_ACTIVATED' }]);
    for (const email of ['harmadik@example.org', 'negyedik@example.org']) {
      await waitForMail(app, (m) => m.to === email && m.subject === 'Döntés a klubtagsági jelentkezésedről');
    }
    const first = (await api(app, 'GET', `/admin/users/${ids[2]}`, { token: admin })).body;
    expect(first).toMatchObject({ activated: true, rejected: false });
  });
});

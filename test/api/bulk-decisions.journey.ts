import { api, bootApp, logIn, tempDataDir, TestApp } from './support/boot';
import { Workbook } from 'exceljs';
import { BulkMember, downloadToken, openService, seedActivatedMembers, signUp, tokenOf } from './support/catalogue';
import { waitForMail } from './support/mail';

/** Issue 41 §7: staff approve or reject several sign-ups at once; each is decided, mailed and logged alone. */
describe('bulk decisions on sign-ups', () => {
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
    // Two wait for approval in the two seats, two on the waitlist.
    id = await openService(app, admin, { name: 'Mesterséges intelligencia', needsApproval: true, limit: 2, waitlistAvailable: true });
    for (const m of people) await signUp(app, m.token, id);
  });
  afterAll(() => app.destroy());

  const bulk = (body: unknown, token = admin) => api(app, 'POST', '/admin/userservice/bulk', { token, body });
  const ids = (...n: number[]) => n.map((i) => people[i].id);

  it('is the admins’ alone and refuses a malformed selection with field errors', async () => {
    expect((await bulk({ serviceId: id, decision: 'approve', userIds: ids(0) }, '')).status).toBe(401);
    expect((await bulk({ serviceId: id, decision: 'approve', userIds: ids(0) }, people[0].token)).status).toBe(403);
    for (const body of [
      { serviceId: id, decision: 'approve', userIds: [] },
      { serviceId: id, decision: 'delete', userIds: ids(0) },
      { serviceId: id, decision: 'approve', userIds: ids(0, 0) },
      { serviceId: id, decision: 'approve', userIds: Array.from({ length: 501 }, (_, n) => `u${n}`) },
      { decision: 'approve', userIds: ids(0) },
    ]) {
      const response = await bulk(body);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('VALIDATION_FAILED');
      expect(response.body.errors.length).toBeGreaterThan(0);
    }
    expect((await bulk({ serviceId: 'nincs-ilyen', decision: 'approve', userIds: ids(0) })).status).toBe(404);
  });

  it('approves in the order given while seats last, and says why the rest were not', async () => {
    const { status, body } = await bulk({ serviceId: id, decision: 'approve', userIds: ids(0, 1, 2) });
    expect(status).toBe(200);
    expect(body.outcomes).toEqual([
      { userId: people[0].id, flags: { approved: true, rejected: false } },
      { userId: people[1].id, flags: { approved: true, rejected: false } },
      { userId: people[2].id, error: 'SERVICE_FULL' },
    ]);
    for (const i of [0, 1]) await waitForMail(app, (m) => m.to === people[i].email && m.subject === 'Sikeres jelentkezés: „Mesterséges intelligencia”');
  });

  it('rejects the rest at once, each mailed and on the trail with the admin as actor', async () => {
    const { body } = await bulk({ serviceId: id, decision: 'reject', userIds: ids(2, 3) });
    expect(body.outcomes.map((o: { flags?: { rejected: boolean } }) => o.flags?.rejected)).toEqual([true, true]);
    for (const i of [2, 3]) await waitForMail(app, (m) => m.to === people[i].email && m.subject === 'Jelentkezésed elutasítva: „Mesterséges intelligencia”');
    const trail = (await api(app, 'GET', `/admin/audit?action=signup.rejected&target=${id}`, { token: admin })).body;
    expect(trail.total).toBe(2);
  });

  it('exports the ticked sign-ups alone, and refuses a malformed selection', async () => {
    const path = `/api/admin/services/export/${id}`;
    const open = async (users: string) => fetch(`${app.url}${path}?users=${users}&token=${await downloadToken(app, admin, path)}`);
    const response = await open(ids(3, 1).join(','));
    expect(response.status).toBe(200);
    const workbook = new Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.getWorksheet('Jelentkezők')!;
    // Oldest first, as the dialog lists them: the order of signing up, not of ticking.
    expect([2, 3].map((n) => sheet.getRow(n).getCell(3).value)).toEqual([people[1].email, people[3].email]);
    expect(sheet.rowCount).toBe(3);
    expect((await open(Array.from({ length: 201 }, (_, n) => `u${n}`).join(','))).status).toBe(400);
  });
});

import { Workbook } from 'exceljs';
import { api, bootApp, logIn, tempDataDir, TestApp } from './support/boot';
import { adminService, BulkMember, decide, downloadToken, eventually, multipart, openService, seedActivatedMembers, signUp, tokenOf } from './support/catalogue';
import { waitForMail } from './support/mail';

describe('approval, coupon codes and the sign-ups dialog (SPEC §2, §4, issue 4 §6, §7)', () => {
  let app: TestApp;
  let admin: string;
  let people: Array<BulkMember & { token: string }>;
  let id: string;
  const view = async (i: number) => (await api(app, 'GET', `/services/${id}`, { token: people[i].token })).body;

  beforeAll(async () => {
    const dataDir = tempDataDir();
    const bulk = await seedActivatedMembers(dataDir, 4);
    app = await bootApp({}, dataDir);
    admin = await logIn(app);
    people = await Promise.all(bulk.map(async (m) => ({ ...m, token: await tokenOf(app, m) })));
    id = await openService(app, admin, {
      name: 'Vizsgakupon', type: 1, codeTableName: 'Kuponok', needsApproval: true, limit: 2, waitlistAvailable: true,
      emailSubject: 'Jóváhagyva: {serviceName}', emailText: 'Kedves {firstName}!\n\nA kódod: {code}',
    });
    for (const m of people.slice(0, 3)) await signUp(app, m.token, id);
  });
  afterAll(() => app.destroy());

  it('loads a pool of codes, pasted or uploaded, skipping duplicates', async () => {
    expect((await api(app, 'POST', `/admin/services/${id}/codes`, { token: admin, body: { codes: ['A1', ' ', 'A1'] } })).body).toEqual({ added: 1, duplicates: 1, remaining: 1 });
    const uploaded = await multipart(app, admin, `/admin/services/${id}/codes/upload`, 'kodok.csv', 'Kód\nB2\nA1\n', 'text/csv');
    expect(uploaded.body).toEqual({ added: 1, duplicates: 1, remaining: 2, errors: [] });
    expect((await adminService(app, admin, id)).codesRemaining).toBe(2);
    expect((await api(app, 'POST', `/admin/services/${id}/codes`, { token: admin, body: { codes: 'A1' } })).status).toBe(400);
  });

  it('approves with the next code, mails it, and answers the flags even when nothing changes', async () => {
    expect((await decide(app, admin, 'approve', people[0].id, id)).body).toEqual({ approved: true, rejected: false });
    expect((await decide(app, admin, 'approve', people[0].id, id)).body).toEqual({ approved: true, rejected: false });
    expect(await view(0)).toMatchObject({ approved: true, signedUp: true, code: 'A1' });
    const [mail] = await waitForMail(app, (m) => m.to === people[0].email && m.subject === 'Jóváhagyva: „Vizsgakupon”');
    expect(mail.text).toContain('A kódod: A1');
  });

  it('rejects with the default mail; the freed seat goes to the waitlist, awaiting approval', async () => {
    expect(await view(2)).toMatchObject({ onWaitlist: true });
    expect((await decide(app, admin, 'reject', people[1].id, id)).body).toEqual({ approved: false, rejected: true });
    await waitForMail(app, (m) => m.to === people[1].email && m.subject === 'Jelentkezésed elutasítva: „Vizsgakupon”');
    // A rejected member still has a sign-up: the card shows it instead of offering to apply again.
    expect(await view(1)).toMatchObject({ rejected: true, signedUp: false, onWaitlist: false, hasSignup: true });
    await eventually(() => view(2), (s) => s.signedUp && !s.approved);
    await waitForMail(app, (m) => m.to === people[2].email && m.subject === 'Jelentkezésed jóváhagyásra vár: „Vizsgakupon”');
  });

  it('lists the sign-ups oldest first with who decided', async () => {
    const rows = (await adminService(app, admin, id)).users;
    expect(rows.map((r: { email: string }) => r.email)).toEqual(people.slice(0, 3).map((m) => m.email));
    expect(rows[0]).toMatchObject({ approved: true, code: 'A1', approvedByName: 'Klub Adminisztrátor', firstName: 'Tanár0', lastName: 'Teszt', fullName: 'Teszt Tanár0' });
    expect(rows[1]).toMatchObject({ rejected: true, rejectedByName: 'Klub Adminisztrátor', decisions: [{ action: 'rejected', byName: 'Klub Adminisztrátor' }] });
    expect(rows[2]).toMatchObject({ approved: false, rejected: false, onWaitlist: false, decisions: [{ action: 'promoted', by: null }] });
    expect(rows.map((r: { createdAt: string }) => r.createdAt)).toEqual(rows.map((r: { createdAt: string }) => r.createdAt).sort());
  });

  it('takes an approval back and gives it again without spending another code', async () => {
    expect((await decide(app, admin, 'unapprove', people[0].id, id)).body).toEqual({ approved: false, rejected: false });
    expect(await view(0)).toMatchObject({ approved: false, code: null });
    await decide(app, admin, 'approve', people[0].id, id);
    expect(await view(0)).toMatchObject({ code: 'A1' });
    expect((await adminService(app, admin, id)).codesRemaining).toBe(1);
  });

  it('still approves when the pool is dry; the code follows, with a mail, once codes are added', async () => {
    await decide(app, admin, 'approve', people[2].id, id);
    await api(app, 'PUT', '/admin/services', { token: admin, body: { id, limit: 3 } });
    await signUp(app, people[3].token, id);
    expect((await decide(app, admin, 'approve', people[3].id, id)).body).toEqual({ approved: true, rejected: false });
    expect(await view(3)).toMatchObject({ approved: true, code: null });
    expect((await api(app, 'POST', `/admin/services/${id}/codes`, { token: admin, body: { codes: ['C3', 'D4'] } })).body).toEqual({ added: 2, duplicates: 0, remaining: 1 });
    expect(await view(3)).toMatchObject({ code: 'C3' });
    const [mail] = await waitForMail(app, (m) => m.to === people[3].email && m.subject === 'Megérkezett a kuponkódod: „Vizsgakupon”');
    expect(mail.text).toContain('C3');
  });

  it('exports the sign-ups as XLSX through an admin download token', async () => {
    const token = await downloadToken(app, admin, `/api/admin/services/export/${id}`);
    const response = await fetch(`${app.url}/api/admin/services/export/${id}?token=${token}`);
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="jelentkezok-vizsgakupon-\d{4}-\d\d-\d\d\.xlsx"/);
    const workbook = new Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.getWorksheet('Jelentkezők')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Név', 'Becenév', 'E-mail', 'Jelentkezés', 'Állapot', 'Elsőbbség', 'Válasz', 'Kód', 'Döntött']);
    expect(sheet.rowCount).toBe(5);
    expect(sheet.getRow(2).getCell(5).value).toBe('Jóváhagyva');
    expect(sheet.getRow(2).getCell(8).value).toBe('A1');
    expect(sheet.getRow(3).getCell(5).value).toBe('Elutasítva');
    expect((await fetch(`${app.url}/api/admin/services/export/${id}`)).status).toBe(401);
    expect((await fetch(`${app.url}/api/admin/services/export/${id}?token=${await downloadToken(app, people[0].token, `/api/admin/services/export/${id}`)}`)).status).toBe(403);
  });

  it('deletes a sign-up; the dashboard and the user detail count what is left', async () => {
    expect((await api(app, 'DELETE', '/admin/userservice', { token: admin, body: { userId: people[1].id, serviceId: id } })).body).toEqual({});
    expect((await api(app, 'DELETE', '/admin/userservice', { token: admin, body: { userId: people[1].id, serviceId: id } })).body.message).toBe('SIGNUP_NOT_FOUND');
    expect((await adminService(app, admin, id)).users).toHaveLength(3);
    expect((await api(app, 'GET', '/admin/stats', { token: admin })).body.userServiceCount).toBe(3);
    const detail = (await api(app, 'GET', `/admin/users/${people[0].id}`, { token: admin })).body;
    expect(detail.services).toEqual([{ id, name: 'Vizsgakupon', user_service: { createdAt: expect.any(String), onWaitList: false, status: 'approved' } }]);
    expect((await decide(app, people[0].token, 'approve', people[0].id, id)).status).toBe(403);
  });

  it('keeps one code per member across any number of sign-ups and cancels (issue 38 §4)', async () => {
    const exam = await openService(app, admin, { name: 'Vizsgautalvány', type: 1, cancelable: true, limit: 10 });
    await api(app, 'POST', `/admin/services/${exam}/codes`, { token: admin, body: { codes: ['CODE-A', 'CODE-B', 'CODE-C', 'CODE-D'] } });
    const handed: unknown[] = [];
    for (let round = 0; round < 4; round += 1) {
      const seated = (await signUp(app, people[0].token, exam)).body;
      expect(seated).toMatchObject({ approved: true, hasSignup: true });
      handed.push(seated.code);
      // While the member has no sign-up, the card shows no code; it comes back with the next seat.
      expect((await api(app, 'POST', '/services/cancel', { token: people[0].token, body: { serviceId: exam } })).body).toMatchObject({ hasSignup: false, code: null });
    }
    expect(handed).toEqual(['CODE-A', 'CODE-A', 'CODE-A', 'CODE-A']);
    expect((await adminService(app, admin, exam)).codesRemaining).toBe(3);
    expect((await signUp(app, people[1].token, exam)).body).toMatchObject({ approved: true, code: 'CODE-B' });
    expect((await signUp(app, people[0].token, exam)).body).toMatchObject({ code: 'CODE-A' });
    const after = await adminService(app, admin, exam);
    expect(after).toMatchObject({ codesTotal: 4, codesRemaining: 2 });
    expect(after.users.map((r: { code: string | null }) => r.code)).toEqual(['CODE-B', 'CODE-A']);
  });

  it('approves a returning member with the code they were handed, not a fresh one (issue 38 §4)', async () => {
    const exam = await openService(app, admin, { name: 'Vizsgautalvány jóváhagyással', type: 1, needsApproval: true, cancelable: true, limit: 10 });
    await api(app, 'POST', `/admin/services/${exam}/codes`, { token: admin, body: { codes: ['E1', 'E2'] } });
    const member = people[2];
    const card = async () => (await api(app, 'GET', `/services/${exam}`, { token: member.token })).body;
    for (let round = 0; round < 3; round += 1) {
      expect((await signUp(app, member.token, exam)).body).toMatchObject({ approved: false, code: null });
      await decide(app, admin, 'approve', member.id, exam);
      expect(await card()).toMatchObject({ approved: true, code: 'E1' });
      await api(app, 'POST', '/services/cancel', { token: member.token, body: { serviceId: exam } });
    }
    expect((await adminService(app, admin, exam)).codesRemaining).toBe(1);
  });
});

import { api, bootApp, logIn, tempDataDir, TestApp } from './support/boot';
import { BulkMember, eventually, openService, seedActivatedMembers, signUp, tokenOf } from './support/catalogue';
import { outbox, waitForMail } from './support/mail';

/**
 * Issue 41 §1: blocking a member frees their places, moves the waitlists, voids their codes and tells
 * them once, with the reason staff gave.
 */
describe('a member blocked by staff', () => {
  let app: TestApp;
  let admin: string;
  let blocked: BulkMember & { token: string };
  let waiting: BulkMember & { token: string };
  let other: BulkMember & { token: string };
  let seminar: string;
  let coupon: string;

  beforeAll(async () => {
    const dataDir = tempDataDir();
    const bulk = await seedActivatedMembers(dataDir, 3);
    app = await bootApp({}, dataDir);
    admin = await logIn(app);
    [blocked, waiting, other] = await Promise.all(bulk.map(async (m) => ({ ...m, token: await tokenOf(app, m) })));
    seminar = await openService(app, admin, { name: 'Robotika szeminárium', limit: 1, waitlistAvailable: true });
    coupon = await openService(app, admin, { name: 'Vizsgakupon', type: 1, codeTableName: 'Kuponok', limit: 5 });
    await api(app, 'POST', `/admin/services/${coupon}/codes`, { token: admin, body: { codes: ['K-1', 'K-2'] } });
    await signUp(app, blocked.token, seminar);
    await signUp(app, waiting.token, seminar);
    await signUp(app, blocked.token, coupon);
  });
  afterAll(() => app.destroy());

  it('mails the member once, with the reason, and sends no separate mail per place', async () => {
    const reason = 'Többször nem jelent meg a lefoglalt alkalmakon.';
    expect((await api(app, 'POST', '/admin/users/disable', { token: admin, body: { userId: blocked.id, reason } })).status).toBe(200);
    const [mail] = await waitForMail(app, (m) => m.to === blocked.email && m.subject === 'Klubtagságod felfüggesztése');
    expect(mail.text).toContain(`A döntés indoklása:\n${reason}`);
    expect(mail.text).toContain('a jelentkezéseidhez kapott kuponkódok pedig érvényüket vesztették');
    // The waitlisted member gets the freed seat, and is told so.
    await waitForMail(app, (m) => m.to === waiting.email && m.subject === 'Felszabadult egy hely: „Robotika szeminárium”');
    const subjects = (await outbox(app)).filter((m) => m.to === blocked.email).map((m) => m.subject);
    expect(subjects.filter((s) => s.startsWith('Jelentkezésed törölve'))).toEqual([]);
    expect(subjects.filter((s) => s === 'Klubtagságod felfüggesztése')).toHaveLength(1);
  });

  it('frees the seats and hands the blocked member’s code to nobody else', async () => {
    const seated = await eventually(() => api(app, 'GET', `/services/${seminar}`, { token: waiting.token }), (r) => r.body.approved === true);
    expect(seated.body).toMatchObject({ approved: true });
    await eventually(() => api(app, 'GET', `/admin/users/${blocked.id}`, { token: admin }), (r) => r.body.services?.length === 0);
    await signUp(app, other.token, coupon);
    expect((await api(app, 'GET', `/services/${coupon}`, { token: other.token })).body).toMatchObject({ approved: true, code: 'K-2' });
  });

  it('keeps on the trail that the places went with the block', async () => {
    const trail = (await api(app, 'GET', `/admin/audit?action=signup.released&target=${blocked.id}`, { token: admin })).body;
    expect(trail.items.map((row: { target: { id: string } }) => row.target.id).sort()).toEqual([seminar, coupon].sort());
  });
});

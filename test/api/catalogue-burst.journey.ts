import { JobQueue } from '../../backend/src/platform/jobs/job-queue.port';
import { api, bootApp, logIn, tempDataDir, TestApp } from './support/boot';
import { adminService, BulkMember, decide, eventually, openService, seedActivatedMembers, signUp, tokenOf } from './support/catalogue';

const MEMBERS = 1000;
const SEATS = 100;

describe('no burst of sign-ups can seat more members than the limit (issue 4 §12)', () => {
  let app: TestApp;
  let admin: string;
  let people: Array<BulkMember & { token: string }>;

  beforeAll(async () => {
    const dataDir = tempDataDir();
    const bulk = await seedActivatedMembers(dataDir, MEMBERS);
    app = await bootApp({}, dataDir);
    admin = await logIn(app);
    people = await Promise.all(bulk.map(async (m) => ({ ...m, token: await tokenOf(app, m) })));
  });
  afterAll(() => app.destroy());

  it('seats exactly 100 of 1000 simultaneous sign-ups and waitlists 900; 10 cancellations promote exactly 10', async () => {
    const id = await openService(app, admin, { name: 'Népszerű kurzus', limit: SEATS, waitlistAvailable: true });
    const answers = await Promise.all(people.map((m) => signUp(app, m.token, id)));
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.filter((a) => a.body.signedUp)).toHaveLength(SEATS);
    expect(answers.filter((a) => a.body.onWaitlist)).toHaveLength(MEMBERS - SEATS);
    expect(await adminService(app, admin, id)).toMatchObject({ userCount: SEATS, waitlistCount: MEMBERS - SEATS, full: true });

    const leaving = people.filter((_, i) => answers[i].body.signedUp).slice(0, 10);
    const cancels = await Promise.all(leaving.map((m) => api(app, 'POST', '/services/cancel', { token: m.token, body: { serviceId: id } })));
    expect(cancels.map((c) => c.status)).toEqual(Array(10).fill(200));
    const listed = async () => (await api(app, 'GET', '/admin/servicegroups', { token: admin })).body[0].services.find((s: { id: string }) => s.id === id);
    await eventually(listed, (s) => s.waitlistCount === MEMBERS - SEATS - 10, 30_000);
    await app.app.get(JobQueue).drain();
    const after = await adminService(app, admin, id);
    expect(after).toMatchObject({ userCount: SEATS, waitlistCount: MEMBERS - SEATS - 10 });
    const promoted = after.users.filter((row: { decisions: Array<{ action: string }> }) => row.decisions.some((d) => d.action === 'promoted'));
    expect(promoted).toHaveLength(10);
  });

  it('never hands the same code to two approvals racing for the last codes', async () => {
    const id = await openService(app, admin, { name: 'Vizsgakupon', type: 1, needsApproval: true });
    const applicants = people.slice(0, 10);
    for (const m of applicants) await signUp(app, m.token, id);
    await api(app, 'POST', `/admin/services/${id}/codes`, { token: admin, body: { codes: ['K1', 'K2', 'K3', 'K4', 'K5'] } });

    const approvals = await Promise.all(applicants.map((m) => decide(app, admin, 'approve', m.id, id)));
    expect(approvals.map((a) => a.body)).toEqual(Array(10).fill({ approved: true, rejected: false }));
    const codes = (await adminService(app, admin, id)).users.map((row: { code: string | null }) => row.code);
    expect(codes.filter(Boolean).sort()).toEqual(['K1', 'K2', 'K3', 'K4', 'K5']);
    expect((await adminService(app, admin, id)).codesRemaining).toBe(0);

    const added = await api(app, 'POST', `/admin/services/${id}/codes`, { token: admin, body: { codes: ['K5', 'K6', 'K7', 'K8', 'K9', 'K10', 'K11'] } });
    expect(added.body).toEqual({ added: 6, duplicates: 1, remaining: 1 });
    const all = (await adminService(app, admin, id)).users.map((row: { code: string | null }) => row.code);
    expect(new Set(all).size).toBe(10);
    expect(all.every(Boolean)).toBe(true);
  });
});

import { api, bootApp, logIn, TestApp } from './support/boot';
import { outbox, waitForMail } from './support/mail';
import { application, apply, importSchools, registeredMember } from './support/members';

type Row = { action: string; target: { kind: string; id: string | null }; changes: Array<{ field: string; before: unknown; after: unknown }> };

/** Issue 41 §1: rejecting an applicant mails them, with the reason staff typed, and the trail keeps it. */
describe('staff reject an application', () => {
  let app: TestApp;
  let admin: string;
  let schoolId: string;

  beforeAll(async () => {
    app = await bootApp({ LOGIN_RATE_LIMIT: '1000' });
    admin = await logIn(app);
    schoolId = (await importSchools(app, admin))['900001'];
  });
  afterAll(() => app.destroy());

  const applicant = async (email: string) => {
    expect((await apply(app, application(schoolId, email))).status).toBe(201);
    await waitForMail(app, (m) => m.to === email);
    const listed = (await api(app, 'GET', '/admin/users?table=unactivated', { token: admin })).body as Array<{ id: string; email: string }>;
    return listed.find((user) => user.email === email)!.id;
  };
  const reject = (userId: string, reason?: string) => api(app, 'POST', '/admin/users/disable', { token: admin, body: { userId, ...(reason === undefined ? {} : { reason }) } });
  const trail = async (userId: string) => (await api(app, 'GET', `/admin/audit?target=${userId}`, { token: admin })).body.items as Row[];
  const mailsTo = async (email: string) => (await outbox(app)).filter((mail) => mail.to === email);

  it('mails the applicant the decision with the reason, once, and shows the reason on the trail', async () => {
    const email = 'elutasitott.anna@example.org';
    const userId = await applicant(email);
    const reason = '  Jelenleg csak informatikát tanító pedagógusokat várunk.  ';
    const answer = await reject(userId, reason);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: userId, rejected: true, activated: false });

    const [mail] = await waitForMail(app, (m) => m.to === email && m.subject === 'Döntés a klubtagsági jelentkezésedről');
    expect(mail.text).toContain('Kedves Anna!');
    expect(mail.text).toContain('sajnos most nem tudjuk elfogadni');
    expect(mail.text).toContain('A döntés indoklása:\nJelenleg csak informatikát tanító pedagógusokat várunk.');
    expect(mail.text).toContain('Kérdésed van? Írj nekünk:');

    const [row] = await trail(userId);
    expect(row).toMatchObject({ action: 'member.rejected', target: { kind: 'member', id: userId } });
    expect(row.changes).toEqual(
      expect.arrayContaining([
        { field: 'status', before: 'Nincs aktiválva', after: 'Elutasítva' },
        { field: 'rejectionReason', before: null, after: 'Jelenleg csak informatikát tanító pedagógusokat várunk.' },
      ]),
    );

    // Asked again (a double click, a retry): nothing new is recorded, nothing is mailed twice.
    expect((await reject(userId, 'Másodszor')).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await mailsTo(email)).map((m) => m.subject)).toEqual(['Megkaptuk a jelentkezésedet', 'Döntés a klubtagsági jelentkezésedről']);
    expect((await trail(userId)).filter((r) => r.action === 'member.rejected')).toHaveLength(1);
  });

  it('mails without a reason when staff give none, or only spaces', async () => {
    const email = 'indok.nelkul@example.org';
    const userId = await applicant(email);
    expect((await reject(userId, '   ')).status).toBe(200);
    const [mail] = await waitForMail(app, (m) => m.to === email && m.subject === 'Döntés a klubtagsági jelentkezésedről');
    expect(mail.text).not.toContain('indoklás');
    expect((await trail(userId))[0].changes.map((change) => change.field)).not.toContain('rejectionReason');
  });

  it('refuses a reason over 1000 characters with a field error, and the applicant stays waiting', async () => {
    const email = 'hosszu.indok@example.org';
    const userId = await applicant(email);
    const answer = await reject(userId, 'x'.repeat(1001));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: 'VALIDATION_FAILED', errors: [{ field: 'reason', code: 'maxLength' }] });
    expect((await api(app, 'POST', '/admin/users/disable', { token: admin, body: { userId, reason: 42 } })).body.errors).toEqual([{ field: 'reason', code: 'isString' }]);
    const waiting = (await api(app, 'GET', '/admin/users?table=unactivated', { token: admin })).body as Array<{ id: string }>;
    expect(waiting.map((user) => user.id)).toContain(userId);
    expect((await mailsTo(email)).map((m) => m.subject)).toEqual(['Megkaptuk a jelentkezésedet']);
  });

  it('blocks an activated member as before: no rejection mail, "member.disabled" on the trail', async () => {
    const email = 'letiltott.tag@example.org';
    const member = await registeredMember(app, admin, schoolId, email);
    expect((await reject(member.id)).body).toMatchObject({ rejected: true });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await mailsTo(email)).map((m) => m.subject)).not.toContain('Döntés a klubtagsági jelentkezésedről');
    expect((await trail(member.id))[0].action).toBe('member.disabled');
  });

  it('is for admins only', async () => {
    const member = await registeredMember(app, admin, schoolId, 'csak.tag2@example.org');
    expect((await api(app, 'POST', '/admin/users/disable', { token: member.token, body: { userId: member.id, reason: 'x' } })).status).toBe(403);
  });
});

import { api, bootApp, decodeJwt, logIn, tempDataDir, TestApp } from './support/boot';
import { BulkMember, createService, downloadToken, seedActivatedMembers, signUp, tokenOf } from './support/catalogue';

interface Look {
  actor: { id: string; name: string | null } | null;
  action: string;
  target: { kind: string; id: string | null; name: string };
  count: number | null;
  about: string | null;
}

const ORIGIN = 'https://akademia.example';
/** "2026. november 26. 21:05": the one clock's moment, in the trail's words. */
const MOMENT = String.raw`\d{4}\. [a-zé]+ \d{1,2}\. \d{1,2}:\d{2}`;

/**
 * Every look at personal data is on the trail (issue 22 §2): a history at any revision, a partner's
 * consent list, and every export holding a person append a row saying who looked, at whom, and what.
 */
describe('looks at personal data on the trail', () => {
  let app: TestApp;
  let admin: string;
  let adminId: string;
  let serviceId: string;
  let partnerId: string;
  let members: Array<BulkMember & { token: string }>;

  beforeAll(async () => {
    const dataDir = tempDataDir();
    const bulk = await seedActivatedMembers(dataDir, 3);
    app = await bootApp({ LOGIN_RATE_LIMIT: '1000' }, dataDir);
    admin = await logIn(app);
    adminId = String(decodeJwt(admin).sub);
    members = await Promise.all(bulk.map(async (m) => ({ ...m, token: await tokenOf(app, m) })));
    serviceId = await createService(app, admin, { name: 'Mentorálás', active: true, hidden: false, limit: 5 });
    for (const member of members.slice(0, 2)) await signUp(app, member.token, serviceId);
    partnerId = (await api(app, 'POST', '/admin/partners', { token: admin, body: { name: 'Kódkert Akadémia', origins: [ORIGIN], data: ['name', 'email'], active: true } })).body.id;
    for (const member of members.slice(1)) await api(app, 'POST', '/user/auth-request', { token: member.token, body: { url: `${ORIGIN}/belepes` } });
  });
  afterAll(() => app.destroy());

  /** The newest rows of one action, newest first. */
  const looks = async (action: string, target?: string): Promise<Look[]> =>
    (await api(app, 'GET', `/admin/audit?action=${action}${target ? `&target=${target}` : ''}`, { token: admin })).body.items;

  describe('a history', () => {
    it("at revision 0 of a member's stream: the admin, the member, and the moment shown", async () => {
      const member = members[0];
      const history = await api(app, 'GET', `/admin/history/user-${member.id}?revision=0`, { token: admin });
      expect(history.status).toBe(200);
      expect(history.body.record.fields.email).toBe(member.email);
      const [row] = await looks('member.history_viewed', member.id);
      expect(row).toMatchObject({ actor: { id: adminId, name: 'Klub Adminisztrátor' }, target: { kind: 'member', id: member.id, name: 'Teszt Tanár0' } });
      expect(history.body.current.event).toBe('TeacherApplied');
      expect(row.about).toMatch(new RegExp(`^Állapot: „Jelentkezett a klubba” után \\(${MOMENT}\\)$`));
    });

    it('at every revision read, one row each, the latest when none is asked for', async () => {
      const member = members[1];
      const before = (await looks('member.history_viewed', member.id)).length;
      const last = (await api(app, 'GET', `/admin/history/user-${member.id}`, { token: admin })).body;
      await api(app, 'GET', `/admin/history/user-${member.id}?revision=1`, { token: admin });
      const rows = await looks('member.history_viewed', member.id);
      expect(rows).toHaveLength(before + 2);
      const lastEvent = last.entries.find((entry: { revision: number }) => entry.revision === last.revision).event;
      expect(lastEvent).toBe('PartnerConsentGranted');
      expect(rows[1].about).toMatch(/^Állapot: „Adatmegosztást engedélyezett partneroldalnak” után/);
      expect(rows[0].about).not.toBe(rows[1].about);
    });

    it("of a service: its sign-ups at that moment, counted", async () => {
      const history = (await api(app, 'GET', `/admin/history/service-${serviceId}`, { token: admin })).body;
      expect(history.record.signups).toHaveLength(2);
      const [row] = await looks('service.history_viewed', serviceId);
      expect(row).toMatchObject({ actor: { id: adminId }, target: { kind: 'service', id: serviceId, name: 'Mentorálás' }, count: 2 });
      expect(row.about).toMatch(new RegExp(`^Állapot: „Jelentkezés” után \\(${MOMENT}\\), 2 jelentkező$`));
    });

    it("of a partner site's settings is no look at anyone; an unknown stream or a member's call none either", async () => {
      const total = async () => (await api(app, 'GET', '/admin/audit?pageSize=200', { token: admin })).body.total;
      const before = await total();
      expect((await api(app, 'GET', `/admin/history/partner-${partnerId}`, { token: admin })).status).toBe(200);
      expect((await api(app, 'GET', '/admin/history/user-nincs', { token: admin })).status).toBe(404);
      expect((await api(app, 'GET', `/admin/history/user-${members[0].id}`, { token: members[0].token })).status).toBe(403);
      expect(await total()).toBe(before);
    });
  });

  describe("a partner's consent list", () => {
    it('names the members who let the site receive their data, and is itself a row: the site and how many', async () => {
      const consents = await api(app, 'GET', `/admin/partners/${partnerId}/consents`, { token: admin });
      expect(consents.status).toBe(200);
      expect(consents.body).toEqual([
        { userId: members[1].id, name: 'Teszt Tanár1', email: members[1].email, data: ['name', 'email'], grantedAt: expect.any(String) },
        { userId: members[2].id, name: 'Teszt Tanár2', email: members[2].email, data: ['name', 'email'], grantedAt: expect.any(String) },
      ]);
      const [row] = await looks('partner.consents_viewed', partnerId);
      expect(row).toMatchObject({ actor: { id: adminId, name: 'Klub Adminisztrátor' }, target: { kind: 'partner', id: partnerId, name: 'Kódkert Akadémia' }, count: 2, about: '2 tag' });
    });

    it('leaves out a member who took their consent back, and is for admins only', async () => {
      await api(app, 'DELETE', `/profile/partners/${partnerId}`, { token: members[2].token });
      expect((await api(app, 'GET', `/admin/partners/${partnerId}/consents`, { token: admin })).body.map((c: { userId: string }) => c.userId)).toEqual([members[1].id]);
      expect((await looks('partner.consents_viewed', partnerId))[0]).toMatchObject({ count: 1, about: '1 tag' });
      expect((await api(app, 'GET', `/admin/partners/${partnerId}/consents`)).status).toBe(401);
      expect((await api(app, 'GET', `/admin/partners/${partnerId}/consents`, { token: members[1].token })).status).toBe(403);
      expect((await api(app, 'GET', '/admin/partners/nincs/consents', { token: admin })).status).toBe(404);
      expect(await looks('partner.consents_viewed', 'nincs')).toEqual([]);
    });
  });

  describe('an export holding people', () => {
    it('of the members: the admin, the list, and how many it held', async () => {
      expect((await fetch(`${app.url}/api/admin/users/export?token=${await downloadToken(app, admin)}`)).status).toBe(200);
      const [row] = await looks('export.members');
      expect(row).toMatchObject({ actor: { id: adminId }, target: { kind: 'export', id: null, name: 'Klubtagok listája' }, count: 3, about: '3 tag' });
    });

    it("of a service's sign-ups: the admin, the service, and how many", async () => {
      expect((await fetch(`${app.url}/api/admin/services/export/${serviceId}?token=${await downloadToken(app, admin)}`)).status).toBe(200);
      const [row] = await looks('export.signups', serviceId);
      expect(row).toMatchObject({ actor: { id: adminId }, target: { kind: 'service', id: serviceId, name: 'Mentorálás' }, count: 2, about: '2 jelentkező' });
    });

    it('of the trail itself, which names people: the admin and how many rows', async () => {
      expect((await fetch(`${app.url}/api/admin/audit/export?action=signup.created&token=${await downloadToken(app, admin)}`)).status).toBe(200);
      const [row] = await looks('export.audit');
      expect(row).toMatchObject({ actor: { id: adminId }, target: { kind: 'export', name: 'Napló' }, count: 2, about: '2 bejegyzés' });
    });

    it("of a member's own data, as JSON and as Excel: the member looked at themselves", async () => {
      const member = members[0];
      expect((await api(app, 'GET', '/profile/export', { token: member.token })).status).toBe(200);
      expect((await fetch(`${app.url}/api/profile/export.xlsx?token=${await downloadToken(app, member.token)}`)).status).toBe(200);
      const rows = await looks('export.own_data', member.id);
      expect(rows.map(({ actor, target, about }) => ({ actor: actor?.id, target: target.id, name: target.name, about }))).toEqual([
        { actor: member.id, target: member.id, name: 'Teszt Tanár0', about: 'Excel (XLSX)' },
        { actor: member.id, target: member.id, name: 'Teszt Tanár0', about: 'JSON' },
      ]);
      // Another member's trail holds none of it.
      expect(await looks('export.own_data', members[1].id)).toEqual([]);
    });
  });

  it("names every look in the trail's export, in a column of its own", async () => {
    const { Workbook } = await import('exceljs');
    const response = await fetch(`${app.url}/api/admin/audit/export?action=partner.consents_viewed&token=${await downloadToken(app, admin)}`);
    const book = new Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).getCell(8).value).toBe('Részletek');
    expect(sheet.getRow(2).getCell(3).value).toBe('Partneroldal hozzájárulásainak megtekintése');
    expect(sheet.getRow(2).getCell(4).value).toBe('Kódkert Akadémia');
    expect(sheet.getRow(2).getCell(8).value).toBe('1 tag');
  });
});

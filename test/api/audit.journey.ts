import { Workbook } from 'exceljs';
import { api, bootApp, decodeJwt, logIn, tempDataDir, TestApp } from './support/boot';
import { BulkMember, createService, decide, downloadToken, seedActivatedMembers, signUp, tokenOf } from './support/catalogue';
import { importSchools, registeredMember } from './support/members';

type Row = { action: string; target: { kind: string; id: string | null; name: string }; changes: Array<{ field: string; before: unknown; after: unknown }> };

/** The admin audit trail and the histories (issue 12 §2–§4; issue 21 §3: in the forms' words), through HTTP. */
describe('the audit trail', () => {
  let app: TestApp;
  let admin: string;
  let adminId: string;
  let serviceId: string;
  let members: Array<BulkMember & { token: string }>;

  beforeAll(async () => {
    const dataDir = tempDataDir();
    const bulk = await seedActivatedMembers(dataDir, 3);
    app = await bootApp({ LOGIN_RATE_LIMIT: '1000' }, dataDir);
    admin = await logIn(app);
    adminId = String(decodeJwt(admin).sub);
    members = await Promise.all(bulk.map(async (m) => ({ ...m, token: await tokenOf(app, m) })));
    serviceId = await createService(app, admin, { name: 'Mentorálás', active: true, hidden: false, needsApproval: true, limit: 5 });
    for (const member of members) await signUp(app, member.token, serviceId);
    await decide(app, admin, 'approve', members[0].id, serviceId);
    await decide(app, admin, 'reject', members[1].id, serviceId);
  });
  afterAll(() => app.destroy());

  const audit = (query = '', token = admin) => api(app, 'GET', `/admin/audit${query}`, { token });

  it('is for admins only', async () => {
    expect((await audit('', '')).status).toBe(401);
    expect((await audit('', members[0].token)).status).toBe(403);
    expect((await api(app, 'GET', `/admin/history/service-${serviceId}`, { token: members[0].token })).status).toBe(403);
  });

  it('shows an approval with the acting admin, the service and the member, newest first', async () => {
    const { body } = await audit(`?action=signup.approved&target=${serviceId}`);
    expect(body.total).toBe(1);
    expect(body.items[0]).toMatchObject({
      action: 'signup.approved',
      actor: { id: adminId, name: 'Klub Adminisztrátor' },
      target: { kind: 'service', id: serviceId, name: 'Mentorálás' },
      member: { id: members[0].id, name: 'Teszt Tanár0' },
      stream: `service-${serviceId}`,
    });
    const all = (await audit()).body.items as Array<{ at: string; action: string }>;
    expect(all.map((row) => row.at)).toEqual([...all.map((row) => row.at)].sort().reverse());
    expect(all.map((row) => row.action)).toEqual(expect.arrayContaining(['signup.rejected', 'service.created', 'service.changed']));
  });

  it('filters by who, what, whom and when, and pages', async () => {
    // A member's own row: the sign-up, with its service and the member.
    expect((await audit(`?actor=${members[0].id}`)).body.items).toEqual([
      expect.objectContaining({ action: 'signup.created', target: expect.objectContaining({ kind: 'service', id: serviceId, name: 'Mentorálás' }), member: { id: members[0].id, name: 'Teszt Tanár0' } }),
    ]);
    expect((await audit(`?target=${members[1].id}`)).body.items.map((row: { action: string }) => row.action)).toEqual(['signup.rejected', 'signup.created', 'member.activated']);
    expect((await audit('?from=2000-01-01&to=2000-12-31')).body.total).toBe(0);
    const first = (await audit('?pageSize=2&page=1')).body;
    const second = (await audit('?pageSize=2&page=2')).body;
    expect(first.items).toHaveLength(2);
    expect(second.items[0].id).not.toBe(first.items[1].id);
    expect(first.total).toBe(second.total);
  });

  it('refuses bad filters with field errors', async () => {
    const { status, body } = await audit('?action=nope&from=tegnap&pageSize=0');
    expect(status).toBe(400);
    expect(body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['action', 'from', 'pageSize']);
    // A day that does not exist is refused, not rolled over into March.
    expect((await audit('?from=2026-02-30')).body).toMatchObject({ message: 'VALIDATION_FAILED', errors: [{ field: 'from', code: 'matches' }] });
    expect((await audit('?to=2026-02-30T10:00Z')).status).toBe(400);
  });

  it('shows the changed fields of a service edit, before and after', async () => {
    await api(app, 'PUT', '/admin/services', { token: admin, body: { id: serviceId, limit: 7 } });
    const row = (await audit(`?action=service.changed&target=${serviceId}`)).body.items[0];
    expect(row.changes).toEqual([{ field: 'limit', before: 5, after: 7 }]);
  });

  it('writes every value in words: flags, types, no limit', async () => {
    await api(app, 'PUT', '/admin/services', { token: admin, body: { id: serviceId, cancelable: false, type: 1, codeTableName: 'Kódok', limit: null } });
    const row = (await audit(`?action=service.changed&target=${serviceId}`)).body.items[0];
    expect(row.changes).toEqual([
      { field: 'type', before: 'Normál', after: 'Egyedi kód (kupon)' },
      { field: 'codeTableName', before: null, after: 'Kódok' },
      { field: 'limit', before: 7, after: 'nincs' },
      { field: 'cancelable', before: 'igen', after: 'nem' },
    ]);
    const created = (await audit(`?action=service.changed&target=${serviceId}&pageSize=200`)).body.items.at(-1);
    expect(created.changes).toEqual(expect.arrayContaining([{ field: 'active', before: 'nem', after: 'igen' }, { field: 'hidden', before: 'igen', after: 'nem' }]));
  });

  it('shows material, group and category edits before and after, each row naming what it touched', async () => {
    const group = (await api(app, 'POST', '/admin/materials/groups', { token: admin })).body;
    await api(app, 'PUT', '/admin/materials/groups', { token: admin, body: { id: group.id, tags: 'Python; érettségi' } });
    const material = (await api(app, 'POST', '/admin/materials', { token: admin, body: { materialGroupId: group.id } })).body;
    await api(app, 'PUT', '/admin/materials', { token: admin, body: { id: material.id, name: 'Tanmenet', type: 'video', link: 'https://example.org/tanmenet' } });
    const [category] = (await api(app, 'GET', '/admin/servicegroups', { token: admin })).body;
    expect((await api(app, 'PUT', `/admin/servicegroups/${category.id}`, { token: admin, body: { name: 'Tanfolyamok' } })).status).toBe(200);

    const edit = (await audit(`?action=material.edited&target=${material.id}`)).body.items[0] as Row;
    expect(edit.target).toEqual({ kind: 'material', id: material.id, name: 'Tanmenet' });
    expect(edit.changes).toEqual([
      { field: 'name', before: 'Új tananyag', after: 'Tanmenet' },
      { field: 'type', before: 'PDF', after: 'Videó' },
      { field: 'link', before: null, after: 'https://example.org/tanmenet' },
    ]);
    // Issue 41 §2: publishing and taking back are rows of their own, the state in words.
    await api(app, 'POST', '/admin/materials/publish', { token: admin, body: { id: material.id } });
    await api(app, 'POST', '/admin/materials/unpublish', { token: admin, body: { id: material.id } });
    const published = (await audit(`?action=material.published&target=${material.id}`)).body.items[0] as Row;
    expect(published.changes).toEqual([{ field: 'state', before: 'Vázlat', after: 'Közzétéve' }]);
    const unpublished = (await audit(`?action=material.unpublished&target=${material.id}`)).body.items[0] as Row;
    expect(unpublished.changes).toEqual([{ field: 'state', before: 'Közzétéve', after: 'Vázlat' }]);
    const tags = (await audit(`?action=material.group_tags_set&target=${group.id}`)).body.items[0] as Row;
    expect(tags).toMatchObject({ target: { name: '1. csoport (Python, érettségi)' }, changes: [{ field: 'tags', before: null, after: ['Python', 'érettségi'] }] });
    expect((await audit(`?action=material.created&target=${material.id}`)).body.items[0].target.name).toBe('Tanmenet');
    const renamed = (await audit(`?action=category.renamed&target=${category.id}`)).body.items[0] as Row;
    expect(renamed).toMatchObject({ target: { kind: 'category', name: 'Tanfolyamok' }, changes: [{ field: 'name', before: 'Kurzusok', after: 'Tanfolyamok' }] });
  });

  it("shows a member's record in the user edit form's words: the school by name, flags and status in words", async () => {
    const schools = await importSchools(app, admin);
    const anna = await registeredMember(app, admin, schools['900001'], 'kiss.anna@example.org');
    const history = (await api(app, 'GET', `/admin/history/user-${anna.id}`, { token: admin })).body;
    expect(history.record.fields).toMatchObject({
      lastName: 'Kiss',
      schoolId: 'Példa Informatikai Technikum (OM 900001)',
      schoolOm: '900001',
      szakgimnazium: 'nem',
      status: 'Aktiválva és regisztrálva',
      admin: 'nem',
    });
    expect(Object.values(history.record.fields)).not.toContainEqual(expect.any(Boolean));
    expect((await audit('?action=schools.imported')).body.items[0].target).toEqual({ kind: 'schools', id: null, name: 'Iskolalista' });
  });

  it('names what every row touched: no row has an empty target', async () => {
    const rows = (await audit('?pageSize=200')).body.items as Row[];
    expect(rows.length).toBeGreaterThan(15);
    expect(rows.filter((row) => typeof row.target.name !== 'string' || row.target.name.trim() === '')).toEqual([]);
    const words = JSON.stringify(rows.flatMap((row) => row.changes));
    expect(words).not.toMatch(/true|false|"approved"|"awaiting"|"activated"|"pdf"|"video"/);
  });

  it('records reading a member\'s full record and every export, as staff actions', async () => {
    await api(app, 'GET', `/admin/users/${members[2].id}`, { token: admin });
    expect((await audit(`?action=member.record_viewed&target=${members[2].id}`)).body.items[0]).toMatchObject({ actor: { id: adminId }, target: { kind: 'member', id: members[2].id } });
    await fetch(`${app.url}/api/admin/users/export?token=${await downloadToken(app, admin, '/api/admin/users/export')}`);
    await fetch(`${app.url}/api/admin/services/export/${serviceId}?token=${await downloadToken(app, admin, `/api/admin/services/export/${serviceId}`)}`);
    expect((await audit('?action=export.members')).body.total).toBe(1);
    expect((await audit(`?action=export.signups&target=${serviceId}`)).body.total).toBe(1);
  });

  it('exports the current filter as XLSX, and records that export too', async () => {
    expect((await fetch(`${app.url}/api/admin/audit/export`)).status).toBe(401);
    const response = await fetch(`${app.url}/api/admin/audit/export?action=signup.rejected&token=${await downloadToken(app, admin, '/api/admin/audit/export')}`);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    const book = new Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    const sheet = book.worksheets[0];
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(3).value).toBe('Jelentkezés elutasítása');
    expect(sheet.getRow(2).getCell(5).value).toBe('Teszt Tanár1');
    expect((await audit('?action=export.audit')).body.items[0]).toMatchObject({ actor: { id: adminId }, count: 1, target: { name: 'Napló' } });
  });

  it('exports the trail in the same words: every row names what it touched, changes with the form\'s labels', async () => {
    const response = await fetch(`${app.url}/api/admin/audit/export?token=${await downloadToken(app, admin, '/api/admin/audit/export')}`);
    const book = new Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    const sheet = book.worksheets[0];
    const rows = sheet.getRows(2, sheet.rowCount - 1)!;
    expect(rows.filter((row) => !String(row.getCell(4).value ?? '').trim())).toEqual([]);
    const edit = rows.find((row) => row.getCell(3).value === 'Tananyag módosítása')!;
    expect(edit.getCell(4).value).toBe('Tanmenet');
    expect(edit.getCell(7).value).toBe('Név: Új tananyag → Tanmenet\nTípus: PDF → Videó\nLink: (üres) → https://example.org/tanmenet');
    const service = rows.find((row) => String(row.getCell(7).value ?? '').includes('Lemondható'))!;
    expect(service.getCell(7).value).toContain('Lemondható: igen → nem');
  });

  it("replays a service's stream: the sign-up list as it was right before the rejection", async () => {
    const history = (await api(app, 'GET', `/admin/history/service-${serviceId}`, { token: admin })).body;
    const rejection = history.entries.find((entry: { event: string }) => entry.event === 'SignupRejected');
    expect(rejection).toMatchObject({ actor: { id: adminId }, member: { id: members[1].id, name: 'Teszt Tanár1' } });
    const before = (await api(app, 'GET', `/admin/history/service-${serviceId}?revision=${rejection.revision - 1}`, { token: admin })).body;
    const statusOf = (view: typeof before, id: string) => view.record.signups.find((s: { member: { id: string } }) => s.member.id === id)?.status;
    expect(statusOf(before, members[1].id)).toBe('awaiting');
    expect(statusOf(before, members[0].id)).toBe('approved');
    expect(before.record.fields.limit).toBe(5);
    const after = (await api(app, 'GET', `/admin/history/service-${serviceId}?revision=${rejection.revision}`, { token: admin })).body;
    expect(statusOf(after, members[1].id)).toBe('rejected');
  });

  it("replays a member's stream, and answers 404 for streams without a history", async () => {
    const history = (await api(app, 'GET', `/admin/history/user-${members[0].id}`, { token: admin })).body;
    // Newest first, a page at a time (docs/decisions/0093).
    expect(history.entries.map((e: { event: string }) => e.event)).toEqual(['ActivationCompleted', 'UserActivated', 'TeacherApplied']);
    expect(history).toMatchObject({ total: 3, page: 1, revision: 2, current: { event: 'ActivationCompleted' } });
    const oldest = (await api(app, 'GET', `/admin/history/user-${members[0].id}?page=3&pageSize=1&revision=0`, { token: admin })).body;
    expect(oldest.entries.map((e: { event: string }) => e.event)).toEqual(['TeacherApplied']);
    expect(oldest).toMatchObject({ total: 3, page: 3, pageSize: 1, current: { revision: 0, event: 'TeacherApplied' } });
    expect((await api(app, 'GET', `/admin/history/user-${members[0].id}?pageSize=2001`, { token: admin })).status).toBe(400);
    expect(history.record.fields).toMatchObject({ email: members[0].email, status: 'Aktiválva és regisztrálva' });
    expect(JSON.stringify(history)).not.toContain('scrypt');
    expect((await api(app, 'GET', '/admin/history/erasures', { token: admin })).status).toBe(404);
    expect((await api(app, 'GET', '/admin/history/user-nobody', { token: admin })).status).toBe(404);
    expect((await api(app, 'GET', `/admin/history/user-${members[0].id}?revision=x`, { token: admin })).status).toBe(400);
  });

  it('keeps the rows of an erased member, without the member: "Törölt tag"', async () => {
    await api(app, 'POST', '/admin/users/delete', { token: admin, body: { userId: members[1].id } });
    const rows = (await audit(`?target=${members[1].id}`)).body.items;
    expect(rows.map((row: { action: string }) => row.action)).toEqual(['member.erased', 'signup.rejected', 'signup.created', 'member.activated']);
    expect(rows[1].member).toEqual({ id: members[1].id, name: null });
    expect(rows[0].target).toEqual({ kind: 'member', id: members[1].id, name: 'Törölt tag' });
    expect(JSON.stringify(rows)).not.toMatch(/Tanár1|tanar1@/);
    const exported = await fetch(`${app.url}/api/admin/audit/export?target=${members[1].id}&token=${await downloadToken(app, admin, '/api/admin/audit/export')}`);
    const book = new Workbook();
    await book.xlsx.load(await exported.arrayBuffer());
    expect(book.worksheets[0].getRow(3).getCell(5).value).toBe('Törölt tag');
    expect(book.worksheets[0].getRow(2).getCell(4).value).toBe('Törölt tag');
    expect((await api(app, 'GET', `/admin/history/user-${members[1].id}`, { token: admin })).status).toBe(404);
  });

  it('has no route that edits or deletes a trail entry', async () => {
    for (const method of ['PUT', 'DELETE', 'POST', 'PATCH'] as const) {
      expect([404, 405]).toContain((await api(app, method, '/admin/audit', { token: admin, body: {} })).status);
    }
  });
});

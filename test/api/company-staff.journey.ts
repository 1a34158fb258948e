import { api, bootApp, logIn, TestApp } from './support/boot';
import { solveBotCheck } from './support/bot-check';
import { outbox, waitForMail } from './support/mail';
import { importSchools, registeredMember } from './support/members';

const application = {
  name: 'Státusz Teszt Kft.',
  website: 'statusz.example',
  zip: '6720',
  city: 'Szeged',
  contactName: 'Kapcsolat Klára',
  contactEmail: 'klara@statusz.example',
  contactPhone: '+36 30 765 4321',
  activities: 'Rendszerüzemeltetés',
  optionals: '',
  teacherCount: 1,
};

/** Issue 41 §8: staff mark where they stand with a company, keep a note on it, and delete it (GDPR). */
describe('staff working on company applications', () => {
  let app: TestApp;
  let admin: string;
  let member: string;
  let companyId: string;

  const status = (id: string, body: unknown, token = admin) => api(app, 'POST', `/admin/companies/${id}/status`, { token, body });
  const note = (id: string, body: unknown, token = admin) => api(app, 'PUT', `/admin/companies/${id}/note`, { token, body });
  const trail = async (action: string) => (await api(app, 'GET', `/admin/audit?action=${action}`, { token: admin })).body;

  beforeAll(async () => {
    app = await bootApp();
    admin = await logIn(app);
    const schools = await importSchools(app, admin);
    member = (await registeredMember(app, admin, Object.values(schools)[0], 'tag.ceges@example.org')).token;
    const created = await api(app, 'POST', '/company/create', { body: { ...application, recaptcha: await solveBotCheck(app) } });
    expect(created.status).toBe(201);
    companyId = created.body.id;
    await waitForMail(app, (m) => m.to === 'klara@statusz.example');
  });
  afterAll(() => app.destroy());

  it('lists a new application as new, without a note', async () => {
    const { body } = await api(app, 'GET', '/admin/companies', { token: admin });
    expect(body).toEqual([expect.objectContaining({ id: companyId, status: 'new', statusChangedAt: null, statusChangedBy: null, note: '' })]);
  });

  it('marks a company contacted, says who and when, and filters by status', async () => {
    const changed = await status(companyId, { status: 'contacted' });
    expect(changed).toMatchObject({ status: 200, body: { id: companyId, status: 'contacted', statusChangedBy: 'Klub Adminisztrátor', statusChangedAt: expect.any(String) } });
    expect((await api(app, 'GET', '/admin/companies?status=contacted', { token: admin })).body).toMatchObject({ total: 1, items: [{ id: companyId }] });
    expect((await api(app, 'GET', '/admin/companies?status=new', { token: admin })).body).toMatchObject({ total: 0, items: [] });
    // Choosing the same status again changes nothing and writes no second trail row.
    expect((await status(companyId, { status: 'contacted' })).status).toBe(200);
    const rows = await trail('company.status_changed');
    expect(rows.total).toBe(1);
    expect(rows.items[0]).toMatchObject({ action: 'company.status_changed', target: { kind: 'company', id: companyId, name: 'Cégjelentkezés' } });
  });

  it('keeps a staff note, trimmed, and clears it with an empty one', async () => {
    expect((await note(companyId, { note: '  Kedden visszahívni.  ' })).body).toMatchObject({ note: 'Kedden visszahívni.', status: 'contacted' });
    expect((await api(app, 'GET', '/admin/companies', { token: admin })).body[0].note).toBe('Kedden visszahívni.');
    expect((await note(companyId, { note: '' })).body.note).toBe('');
    expect((await trail('company.note_set')).total).toBe(2);
  });

  it('refuses malformed input with field errors and unknown ids with 404, changing nothing', async () => {
    expect(await status(companyId, { status: 'won' })).toMatchObject({ status: 400, body: { message: 'VALIDATION_FAILED', errors: [expect.objectContaining({ field: 'status' })] } });
    expect(await status(companyId, {})).toMatchObject({ status: 400, body: { errors: [expect.objectContaining({ field: 'status' })] } });
    expect(await note(companyId, { note: 'a'.repeat(2001) })).toMatchObject({ status: 400, body: { errors: [expect.objectContaining({ field: 'note' })] } });
    expect(await note(companyId, { note: 42 })).toMatchObject({ status: 400, body: { errors: [expect.objectContaining({ field: 'note' })] } });
    expect((await api(app, 'GET', '/admin/companies?status=won', { token: admin })).status).toBe(400);
    expect(await status('nincs-ilyen', { status: 'partner' })).toMatchObject({ status: 404, body: { message: 'COMPANY_NOT_FOUND' } });
    expect((await note('nincs-ilyen', { note: 'x' })).status).toBe(404);
    expect((await api(app, 'DELETE', '/admin/companies/nincs-ilyen', { token: admin })).status).toBe(404);
    expect((await api(app, 'GET', '/admin/companies', { token: admin })).body[0]).toMatchObject({ status: 'contacted', note: '' });
  });

  it('keeps every change to admins', async () => {
    expect((await status(companyId, { status: 'partner' }, member)).status).toBe(403);
    expect((await note(companyId, { note: 'x' }, member)).status).toBe(403);
    expect((await api(app, 'DELETE', `/admin/companies/${companyId}`, { token: member })).status).toBe(403);
    expect((await status(companyId, { status: 'partner' }, '')).status).toBe(401);
  });

  it('deletes an application with what it told us; the trail keeps that it happened, and nothing of it', async () => {
    await note(companyId, { note: 'Kapcsolat Klára szerint jövőre.' });
    expect(await api(app, 'DELETE', `/admin/companies/${companyId}`, { token: admin })).toMatchObject({ status: 200, body: {} });
    expect((await api(app, 'GET', '/admin/companies', { token: admin })).body).toEqual([]);
    expect((await status(companyId, { status: 'partner' })).status).toBe(404);
    expect((await api(app, 'DELETE', `/admin/companies/${companyId}`, { token: admin })).status).toBe(404);
    const deleted = await trail('company.deleted');
    expect(deleted.items).toEqual([expect.objectContaining({ action: 'company.deleted', target: { kind: 'company', id: companyId, name: 'Cégjelentkezés' } })]);
    const everything = JSON.stringify((await api(app, 'GET', '/admin/audit?pageSize=200', { token: admin })).body);
    for (const personal of ['Kapcsolat Klára', 'klara@statusz.example', 'Státusz Teszt', 'jövőre']) expect(everything).not.toContain(personal);
    // The mails to and about the contact are gone from the outbox too.
    expect((await outbox(app)).filter((mail) => mail.to === 'klara@statusz.example' || mail.text.includes('Státusz Teszt'))).toEqual([]);
    const history = await api(app, 'GET', `/admin/history/company-${companyId}`, { token: admin });
    expect(history.status).not.toBe(200);
  });
});

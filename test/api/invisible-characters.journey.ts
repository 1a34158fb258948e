import { api, bootApp, logIn, TestApp } from './support/boot';
import { downloadToken, multipart, openService } from './support/catalogue';
import { application, apply, importSchools } from './support/members';

const PDF = '%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\n%%EOF';
/** Reads as "invoiceexe.pdf" where the override is kept: the finding of issue 22. */
const DISGUISED = 'invoice\u202Efdp.exe';

/**
 * Names that show what they are (issue 22 §7): uploaded file names and imported cells lose their
 * invisible characters, a name typed into a form is refused with a field error, a longer text loses
 * them, and emoji sequences stay whole.
 */
describe('invisible characters', () => {
  let app: TestApp;
  let admin: string;
  let schoolId: string;
  beforeAll(async () => {
    app = await bootApp({ LOGIN_RATE_LIMIT: '1000' });
    admin = await logIn(app);
    schoolId = Object.values(await importSchools(app, admin))[0];
  });
  afterAll(() => app.destroy());

  it(`stores and offers a service file named ${JSON.stringify(DISGUISED)} as "invoicefdp.exe", also in the download's Content-Disposition`, async () => {
    const serviceId = await openService(app, admin, { name: 'Számlázás', hasSubPage: true, subPagePublic: true, subPageUrl: 'szamlazas', subPageText: '<p>Fájlok</p>' });
    const uploaded = await multipart(app, admin, `/admin/services/${serviceId}/upload`, DISGUISED, 'MZ nem futtatható', 'application/octet-stream');
    expect(uploaded).toMatchObject({ status: 201, body: { filename: 'invoicefdp.exe' } });
    expect((await api(app, 'GET', `/admin/services/${serviceId}/files`, { token: admin })).body.map((f: { filename: string }) => f.filename)).toEqual(['invoicefdp.exe']);
    const page = await api(app, 'GET', '/materials/services/szamlazas');
    expect(page.body.files.map((f: { filename: string }) => f.filename)).toEqual(['invoicefdp.exe']);

    const download = await fetch(`${app.url}/klub/szolgaltatasok/szamlazas/letoltesek/${uploaded.body.id}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="invoicefdp.exe"; filename*=UTF-8''invoicefdp.exe`);
    expect(download.headers.get('content-type')).toBe('application/octet-stream');
  });

  it("offers a material's file without the override, and an uploaded image's original name too", async () => {
    const group = (await api(app, 'POST', '/admin/materials/groups', { token: admin })).body;
    const material = (await api(app, 'POST', '/admin/materials', { token: admin, body: { materialGroupId: group.id } })).body;
    const uploaded = await multipart(app, admin, `/admin/materials/${material.id}/upload`, '\u2067óravázlat\u2069\u200B.pdf', PDF, 'application/pdf');
    expect(uploaded.status).toBe(201);
    const opened = await fetch(`${app.url}${uploaded.body.link}?token=${await downloadToken(app, admin)}`);
    expect(opened.headers.get('content-disposition')).toBe(`attachment; filename="oravazlat.pdf"; filename*=UTF-8''${encodeURIComponent('óravázlat.pdf')}`);

    const serviceId = await openService(app, admin, { name: 'Képek' });
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const image = await multipart(app, admin, `/admin/services/${serviceId}/upload/image`, 'abra\u202Egnp.js', png, 'image/png');
    expect(image).toMatchObject({ status: 201, body: [{ originalname: 'abragnp.js' }] });
  });

  it.each([
    ['a zero-width space', 'An\u200Bna'],
    ['a byte order mark inside', 'An\uFEFFna'],
    ['a soft hyphen', 'An\u00ADna'],
    ['a right-to-left isolate', '\u2067annA\u2069'],
    ['a left-to-right mark', 'Anna\u200E'],
    ['a tag character', 'Anna\u{E0041}'],
    ['a Hangul filler (a name that shows as nothing)', '\u3164'],
  ])("refuses %s in an applicant's first name with a field error, and records nothing", async (_what, firstName) => {
    const email = `lathatatlan.${Math.random().toString(36).slice(2)}@example.org`;
    const response = await apply(app, { ...application(schoolId, email), firstName });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ statusCode: 400, message: 'VALIDATION_FAILED', errors: [{ field: 'firstName', code: 'oneLine' }] });
    expect((await api(app, 'POST', '/user/checkemailtaken', { body: { email } })).body).toEqual({ taken: false });
  });

  it('refuses invisible characters in the names staff type: a service, a category, a material, a partner site', async () => {
    const serviceId = await openService(app, admin, { name: 'Robotika' });
    expect((await api(app, 'PUT', '/admin/services', { token: admin, body: { id: serviceId, name: 'Robo\u200Btika' } })).body.errors).toEqual([{ field: 'name', code: 'oneLine' }]);
    expect((await api(app, 'POST', '/admin/servicegroups', { token: admin, body: { name: '\u202EKurzusok' } })).body.errors).toEqual([{ field: 'name', code: 'oneLine' }]);
    const group = (await api(app, 'POST', '/admin/materials/groups', { token: admin })).body;
    const material = (await api(app, 'POST', '/admin/materials', { token: admin, body: { materialGroupId: group.id } })).body;
    expect((await api(app, 'PUT', '/admin/materials', { token: admin, body: { id: material.id, name: 'Tan\u2060menet' } })).body.errors).toEqual([{ field: 'name', code: 'oneLine' }]);
    const partner = await api(app, 'POST', '/admin/partners', { token: admin, body: { name: 'Akadémia\u200F', origins: ['https://akademia.example'], data: ['name'], active: true } });
    expect(partner.body.errors).toEqual([{ field: 'name', code: 'oneLine' }]);
  });

  it('keeps emoji sequences whole in a name: 👩‍💻 and the flag of England', async () => {
    const serviceId = await openService(app, admin, { name: '👩‍💻 Programozás 🏴󠁧󠁢󠁥󠁮󠁧󠁿' });
    const services = (await api(app, 'GET', '/admin/servicegroups', { token: admin })).body.flatMap((g: { services: Array<{ id: string; name: string }> }) => g.services);
    expect(services.find((s: { id: string }) => s.id === serviceId).name).toBe('👩‍💻 Programozás 🏴󠁧󠁢󠁥󠁮󠁧󠁿');
  });

  it("drops them from a service's longer texts and a material group's tags, keeping the rest as written", async () => {
    const serviceId = await openService(app, admin, { name: 'Leírásos' });
    const saved = await api(app, 'PUT', '/admin/services', {
      token: admin,
      body: { id: serviceId, description: 'Heti\u00AD egy\u200B alkalom \u202Eláthatatlan\u202C 👩‍🏫', emailSubject: '\uFEFFVisszaigazolás', radio: true, radio1Text: 'Dél\u2066előtt\u2069' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ description: 'Heti egy alkalom láthatatlan 👩‍🏫', emailSubject: 'Visszaigazolás', radio1Text: 'Délelőtt' });
    const group = (await api(app, 'POST', '/admin/materials/groups', { token: admin })).body;
    const tagged = await api(app, 'PUT', '/admin/materials/groups', { token: admin, body: { id: group.id, tags: 'Py\u200Bthon; érett\u00ADségi' } });
    expect(tagged.body.tags).toBe('Python;érettségi');
  });

  it('drops them from imported cells: a member imported as "Szabó\\u200B Éva\\u202E" is Szabó Éva', async () => {
    const csv = 'email,lastName,firstName,phone,zip,city\n\uFEFFszabo.lathatatlan@example.org,Sza\u200Bbó,\u202EÉva,,6720,Sze\u00ADged\n';
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'tagok\u202Evsc.csv');
    const imported = await (await fetch(`${app.url}/api/admin/users/import`, { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: form })).json();
    expect(imported).toEqual({ imported: 1, errors: [] });
    const listed = (await api(app, 'GET', '/admin/users', { token: admin })).body.find((u: { email: string }) => u.email === 'szabo.lathatatlan@example.org');
    expect(listed).toMatchObject({ lastName: 'Szabó', firstName: 'Éva', city: 'Szeged' });
  });
});

import { Workbook } from 'exceljs';
import { api, bootApp, logIn, TestApp } from './support/boot';

/** POSTs one file as the multipart field `file`, the way the admin screen uploads it. */
async function upload(app: TestApp, path: string, content: Buffer | string, filename: string, token?: string) {
  const form = new FormData();
  form.append('file', new Blob([typeof content === 'string' ? Buffer.from(content, 'utf8') : content]), filename);
  const response = await fetch(`${app.url}/api${path}`, {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.status, body: await response.json() };
}

describe('postcode lookup', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await bootApp();
  });
  afterAll(() => app.destroy());

  it('answers the city of a postcode without signing in, the first one when several share it', async () => {
    expect(await api(app, 'GET', '/util/zip?q=2000')).toMatchObject({ status: 200, body: { name: 'Szentendre' } });
    expect(await api(app, 'GET', '/util/zip?q=7668')).toMatchObject({ status: 200, body: { name: 'Keszü' } });
    expect(await api(app, 'GET', '/util/zip?q=1011')).toMatchObject({ status: 200, body: { name: 'Budapest' } });
  });

  it('answers 404 ZIP_NOT_FOUND for a postcode that does not exist', async () => {
    expect(await api(app, 'GET', '/util/zip?q=0000')).toMatchObject({ status: 404, body: { message: 'ZIP_NOT_FOUND' } });
  });

  it.each([['123'], ['12a4'], [''], ['%20%20']])('refuses q=%s as VALIDATION_FAILED on q', async (q) => {
    const response = await api(app, 'GET', `/util/zip?q=${q}`);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: 'VALIDATION_FAILED', errors: [{ field: 'q' }] });
  });

  it('refuses a missing q', async () => {
    expect(await api(app, 'GET', '/util/zip')).toMatchObject({ status: 400, body: { errors: [{ field: 'q' }] } });
  });
});

describe('school lists', () => {
  let app: TestApp;
  let admin: string;

  beforeAll(async () => {
    app = await bootApp();
    admin = await logIn(app);
  });
  afterAll(() => app.destroy());

  it('imports a semicolon CSV with a BOM and Hungarian headers, reporting bad rows by line', async () => {
    const csv = [
      '\uFEFFOM azonosító;Intézmény neve;Település',
      '900001;Példa Informatikai Technikum;Szeged',
      '900 002;Őrhegyi Példa Gimnázium;Pécs',
      ';Névtelen OM;Győr',
      '12345;Rövid OM Iskola;Eger',
      '900003;Ábécé Minta Iskola;',
    ].join('\r\n');
    const response = await upload(app, '/admin/schools/import', csv, 'iskolak.csv', admin);
    expect(response).toEqual({
      status: 200,
      body: {
        imported: 2,
        updated: 0,
        errors: [
          { line: 4, message: 'Hiányzó OM azonosító' },
          { line: 5, message: 'Az OM azonosító 6 számjegyű' },
          { line: 6, message: 'Hiányzó település' },
        ],
      },
    });
  });

  it('updates schools already known by OM id from an XLSX instead of adding them again', async () => {
    const workbook = new Workbook();
    const sheet = workbook.addWorksheet('Lista');
    sheet.addRow(['om', 'name', 'city']);
    sheet.addRow(['900001', 'Példa Informatikai Technikum és Gimnázium', 'Szeged']); // renamed
    sheet.addRow(['900002', 'Őrhegyi Példa Gimnázium', 'Pécs']); // unchanged
    sheet.addRow([900004, 'Csillag Minta Általános Iskola', 'Budapest']); // new
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await upload(app, '/admin/schools/import', xlsx, 'iskolak.xlsx', admin)).toEqual({
      status: 200,
      body: { imported: 1, updated: 1, errors: [] },
    });

    const list = await api(app, 'GET', '/admin/schools', { token: admin });
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(3);
    expect(list.body.map((s: { om: string }) => s.om).sort()).toEqual(['900001', '900002', '900004']);
  });

  it('lists schools publicly as id, name and city in Hungarian alphabetical order; the admin list adds the OM id', async () => {
    const open = await api(app, 'GET', '/schools');
    expect(open.status).toBe(200);
    // 'Cs' sorts after 'C…' words in Hungarian, 'Ő' after 'O'/'Ö': a byte sort would differ.
    expect(open.body.map((s: { name: string }) => s.name)).toEqual([
      'Csillag Minta Általános Iskola',
      'Őrhegyi Példa Gimnázium',
      'Példa Informatikai Technikum és Gimnázium',
    ]);
    for (const school of open.body) expect(Object.keys(school).sort()).toEqual(['city', 'id', 'name']);

    const adminList = await api(app, 'GET', '/admin/schools', { token: admin });
    const byOm = Object.fromEntries(adminList.body.map((s: { om: string }) => [s.om, s]));
    expect(byOm['900004']).toEqual({ id: expect.any(String), om: '900004', name: 'Csillag Minta Általános Iskola', city: 'Budapest' });
    // Re-import kept the id of the updated school.
    expect(open.body.find((s: { name: string }) => s.name.startsWith('Példa')).id).toBe(byOm['900001'].id);
  });

  it('refuses a file without recognisable columns, and an empty or missing file', async () => {
    expect(await upload(app, '/admin/schools/import', 'a,b,c\n1,2,3\n', 'x.csv', admin)).toMatchObject({
      status: 400,
      body: { message: 'VALIDATION_FAILED', errors: [{ field: 'file', code: 'unknownColumns' }] },
    });
    expect(await upload(app, '/admin/schools/import', '', 'ures.csv', admin)).toMatchObject({ status: 400, body: { errors: [{ field: 'file' }] } });
    const noFile = await api(app, 'POST', '/admin/schools/import', { token: admin, body: {} });
    expect(noFile).toMatchObject({ status: 400, body: { errors: [{ field: 'file' }] } });
  });

  it('keeps the admin routes to admins: 401 without a token and with a garbage one', async () => {
    for (const token of [undefined, 'garbage.token.here']) {
      expect((await api(app, 'GET', '/admin/schools', { token })).status).toBe(401);
      expect((await upload(app, '/admin/schools/import', 'om,name,city\n900009,X,Y\n', 'x.csv', token)).status).toBe(401);
    }
    expect((await api(app, 'GET', '/admin/schools', { token: admin })).body).toHaveLength(3);
  });
});

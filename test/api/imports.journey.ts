import { MEBIBYTE, TABLE_LIMITS } from '../../backend/src/shared/upload-limits';
import { sheetRowXml, workbookParts, zipFile } from '../../backend/src/platform/tables/testing/xlsx-file';
import { api, bootApp, logIn, TestApp } from './support/boot';
import { adminService, createService, multipart } from './support/catalogue';
import { conformanceOf } from './support/openapi-conformance';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const TOO_MANY_ROWS = { field: 'file', code: 'tooManyRows', message: 'A fájl túl nagy: legfeljebb 10 000 sor' };
const TOO_LARGE_UNPACKED = { field: 'file', code: 'tooLargeUnpacked', message: 'A fájl túl nagy: kibontva legfeljebb 100 MB' };

/** A school row as KIR exports it: the three columns the import reads, then many it does not. */
const schoolRow = (n: number, wide: string[]) => sheetRowXml(n + 2, [100000 + n, `Példa Iskola ${n}`, 'Szeged', ...wide]);

/**
 * The largest school list the import takes: TABLE_LIMITS.rows rows (the header among them), as wide
 * as fits under TABLE_LIMITS.unpackedBytes. Deflated it is a few megabytes, like the file of the issue.
 */
function largestSchoolList(): Buffer {
  const header = sheetRowXml(1, ['OM azonosító', 'Intézmény neve', 'Település']);
  const rows = TABLE_LIMITS.rows - 1;
  const wide = Array.from({ length: 200 }, (_, column) => `Cím, telefon és fenntartó adatai (${column})`);
  const rowBytes = Buffer.byteLength(schoolRow(rows, wide));
  // Leave a little room for the workbook's other parts and the longer numbers of later rows.
  const columns = Math.floor((wide.length * (TABLE_LIMITS.unpackedBytes * 0.97)) / (rows * rowBytes));
  const sheet = [header, ...Array.from({ length: rows }, (_, n) => schoolRow(n, wide.slice(0, columns)))].join('');
  return zipFile(workbookParts(sheet));
}

/** /api/health asked again and again, each time after the last answer, until stopped. */
function healthPolling(app: TestApp) {
  const answers: number[] = [];
  let stopped = false;
  const running = (async () => {
    while (!stopped) {
      answers.push((await fetch(`${app.url}/api/health`)).status);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  return {
    answers,
    async stop() {
      stopped = true;
      await running;
      return answers;
    },
  };
}

const schoolCount = async (app: TestApp, admin: string) => (await api(app, 'GET', '/admin/schools', { token: admin })).body.length;

describe('table imports that cannot stall the server (issue 22 §6)', () => {
  let app: TestApp;
  let admin: string;

  beforeAll(async () => {
    app = await bootApp();
    admin = await logIn(app);
  });
  afterAll(() => app.destroy());

  /** Uploads a school list while health is polled: the answer, and how many health answers came meanwhile. */
  async function importWhilePolling(file: Buffer) {
    const health = healthPolling(app);
    const before = health.answers.length;
    const response = await multipart(app, admin, '/admin/schools/import', 'iskolak.xlsx', file, XLSX);
    const during = health.answers.length - before;
    return { response, during, answers: await health.stop() };
  }

  it('imports the largest allowed school list, then reads it again, while /api/health keeps answering', async () => {
    const file = largestSchoolList();
    const imported = await importWhilePolling(file);
    expect(imported.response).toEqual({ status: 200, body: { imported: TABLE_LIMITS.rows - 1, updated: 0, errors: [] } });
    expect(imported.answers.every((status) => status === 200)).toBe(true);

    // The same list again changes nothing, so this request is the reading alone. A server that parsed the
    // file in one go answers health only while the upload arrives and unzips (55 times here before issue
    // 22), then not until the end; read in slices it answers all along (560 times here).
    const again = await importWhilePolling(file);
    expect(again.response).toEqual({ status: 200, body: { imported: 0, updated: 0, errors: [] } });
    expect(again.answers.every((status) => status === 200)).toBe(true);
    expect(again.during).toBeGreaterThan(100);
  });

  it('refuses the file of the issue, 400 000 rows in a few megabytes of XLSX, as too many rows, importing nothing', async () => {
    const before = await schoolCount(app, admin);
    const sheet = Array.from({ length: 400_000 }, (_, n) => sheetRowXml(n + 1, [200000 + n, `Iskola ${n}`, 'Pécs'])).join('');
    const { response, answers } = await importWhilePolling(zipFile(workbookParts(sheet)));
    expect(response).toEqual({ status: 400, body: { statusCode: 400, message: 'VALIDATION_FAILED', errors: [TOO_MANY_ROWS] } });
    expect(answers.every((status) => status === 200)).toBe(true);
    expect(await schoolCount(app, admin)).toBe(before);
  });

  it('refuses a CSV one row over the limit with the Hungarian text, importing none of its rows', async () => {
    const before = await schoolCount(app, admin);
    const csv = ['om;név;település', ...Array.from({ length: TABLE_LIMITS.rows }, (_, n) => `${300000 + n};Minta Iskola ${n};Győr`)].join('\n');
    const response = await multipart(app, admin, '/admin/schools/import', 'iskolak.csv', csv, 'text/csv');
    expect(response).toEqual({ status: 400, body: { statusCode: 400, message: 'VALIDATION_FAILED', errors: [TOO_MANY_ROWS] } });
    // The Hungarian text beside the code is part of the documented error shape.
    (await conformanceOf(app)).check('POST', '/admin/schools/import', response.status, response.body);
    expect(await schoolCount(app, admin)).toBe(before);
  });

  it('refuses a zip bomb, whether it declares what it unpacks to or lies about it, importing nothing', async () => {
    const before = await schoolCount(app, admin);
    const spaces = Buffer.alloc(TABLE_LIMITS.unpackedBytes + 1, ' '); // deflates to about a hundred kilobytes
    const honest = zipFile(workbookParts(Buffer.concat([Buffer.from(sheetRowXml(1, ['om', 'name', 'city'])), spaces])));
    const lying = zipFile(workbookParts(Buffer.concat([Buffer.from(sheetRowXml(1, ['om', 'name', 'city'])), spaces]), { declaredSize: 4096 }));
    for (const bomb of [honest, lying]) {
      const response = await multipart(app, admin, '/admin/schools/import', 'iskolak.xlsx', bomb, XLSX);
      expect(response).toEqual({ status: 400, body: { statusCode: 400, message: 'VALIDATION_FAILED', errors: [TOO_LARGE_UNPACKED] } });
    }
    expect(await schoolCount(app, admin)).toBe(before);
  });

  it('holds the member import and the coupon-code upload to the same limits', async () => {
    const membersBefore = (await api(app, 'GET', '/admin/users', { token: admin })).body.length;
    const members = ['email;vezetéknév;keresztnév', ...Array.from({ length: TABLE_LIMITS.rows }, (_, n) => `tag${n}@example.org;Teszt;Tag${n}`)].join('\n');
    expect(await multipart(app, admin, '/admin/users/import', 'tagok.csv', members, 'text/csv')).toMatchObject({ status: 400, body: { errors: [TOO_MANY_ROWS] } });
    expect((await api(app, 'GET', '/admin/users', { token: admin })).body).toHaveLength(membersBefore);

    const serviceId = await createService(app, admin, { name: 'Kuponos kurzus', type: 1, codeTableName: 'Kódok' });
    const codes = Array.from({ length: TABLE_LIMITS.rows + 1 }, (_, n) => `KOD-${n}`).join('\n');
    const uploaded = await multipart(app, admin, `/admin/services/${serviceId}/codes/upload`, 'kodok.txt', codes, 'text/plain');
    expect(uploaded).toMatchObject({ status: 400, body: { errors: [TOO_MANY_ROWS] } });
    expect((await adminService(app, admin, serviceId)).codesTotal).toBe(0);
  });

  it('states the limits in the OpenAPI description of every import', async () => {
    const document = await (await fetch(`${app.url}/api/docs-json`)).json();
    for (const path of ['/api/admin/schools/import', '/api/admin/users/import', '/api/admin/users/import/preview', '/api/admin/services/{id}/codes/upload']) {
      const description: string = document.paths[path].post.description;
      expect(description).toContain(`at most ${TABLE_LIMITS.rows} non-blank rows`);
      expect(description).toContain(TOO_MANY_ROWS.message);
      expect(description).toContain(TOO_LARGE_UNPACKED.message);
    }
  });
});

describe('imported rows obey the API field they fill (issue 38 §7)', () => {
  let app: TestApp;
  let admin: string;

  beforeAll(async () => {
    app = await bootApp();
    admin = await logIn(app);
  });
  afterAll(() => app.destroy());

  it('adds the good codes of a file and lists the others by row in Hungarian: 201 characters, a line break, a 90 MB cell never held', async () => {
    const serviceId = await createService(app, admin, { name: 'Vizsgakupon', type: 1, codeTableName: 'Kódok' });
    // The file: a 90 MB inline string deflates to about 90 KB.
    const huge = Buffer.concat([Buffer.from('<row r="6"><c r="A6" t="inlineStr"><is><t>'), Buffer.alloc(90 * MEBIBYTE, 'K'), Buffer.from('</t></is></c></row>')]);
    const sheet = Buffer.concat([
      Buffer.from([sheetRowXml(1, ['Kód']), sheetRowXml(2, ['JO-1']), sheetRowXml(3, ['x'.repeat(201)]), sheetRowXml(4, ['SOR\nTORES']), sheetRowXml(5, ['y'.repeat(200)])].join('')),
      huge,
      Buffer.from(sheetRowXml(7, ['JO-2'])),
    ]);
    const file = zipFile(workbookParts(sheet));
    expect(file.length).toBeLessThan(MEBIBYTE);

    const heapBefore = process.memoryUsage().heapUsed;
    let heapPeak = heapBefore;
    const sampling = setInterval(() => (heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed)), 1);
    const uploaded = await multipart(app, admin, `/admin/services/${serviceId}/codes/upload`, 'kodok.xlsx', file, XLSX).finally(() => clearInterval(sampling));
    expect(uploaded).toEqual({
      status: 200,
      body: {
        added: 3,
        duplicates: 0,
        remaining: 3,
        errors: [
          { line: 3, message: 'Túl hosszú kód (legfeljebb 200 karakter)' },
          { line: 4, message: 'A kód egy sor legyen, vezérlőkarakter nélkül' },
          { line: 6, message: 'Túl hosszú kód (legfeljebb 200 karakter)' },
        ],
      },
    });
    (await conformanceOf(app)).check('POST', `/admin/services/${serviceId}/codes/upload`, uploaded.status, uploaded.body);
    // Before, the server built the 90 MB string (and put it in the log); now the cell stops at 32 767 characters.
    expect(heapPeak - heapBefore).toBeLessThan(64 * MEBIBYTE);
    expect(await adminService(app, admin, serviceId)).toMatchObject({ codesTotal: 3, codesRemaining: 3 });

    // The pasted list holds a code to the same rules.
    const pasted = await api(app, 'POST', `/admin/services/${serviceId}/codes`, { token: admin, body: { codes: ['SOR\nTORES'] } });
    expect(pasted.body).toEqual({ statusCode: 400, message: 'VALIDATION_FAILED', errors: [{ field: 'codes', code: 'oneLine' }] });
  });

  it('imports the members the edit form would save and lists the others by row in Hungarian: a 2 MB name, a line break, a control character, a bad address', async () => {
    const rows = [
      'email;vezetéknév;keresztnév;telefon;irányítószám;település',
      'jo.tag@example.org;Jó;Tag;;;',
      `hosszu@example.org;${'N'.repeat(2 * MEBIBYTE)};Név;;;`,
      'sortores@example.org;"Sor\ntörés";Tag;;;',
      'vezerlo@example.org;Vezérlő;Ka\u0007rakter;;;',
      'rossz-cim@localhost;Rossz;Cím;;;',
      '"""idezett tag""@example.org";Idézett;Tag;+36 1 234 5678;1011;Budapest',
    ];
    const imported = await multipart(app, admin, '/admin/users/import', 'tagok.csv', rows.join('\n'), 'text/csv');
    expect(imported).toEqual({
      status: 200,
      body: {
        imported: 2,
        errors: [
          { line: 3, message: 'Túl hosszú vezetéknév (legfeljebb 100 karakter)' },
          { line: 4, message: 'A vezetéknév egy sor legyen, vezérlőkarakter nélkül' },
          { line: 6, message: 'A keresztnév egy sor legyen, vezérlőkarakter nélkül' },
          { line: 7, message: 'Hibás vagy hiányzó e-mail-cím' },
        ],
      },
    });
    (await conformanceOf(app)).check('POST', '/admin/users/import', imported.status, imported.body);
    const users = (await api(app, 'GET', '/admin/users', { token: admin })).body as Array<{ id: string; email: string }>;
    const emails = users.map(({ email }) => email);
    expect(emails).toEqual(expect.arrayContaining(['jo.tag@example.org', '"idezett tag"@example.org']));
    for (const refused of ['hosszu@example.org', 'sortores@example.org', 'vezerlo@example.org', 'rossz-cim@localhost']) expect(emails).not.toContain(refused);

    // The edit form refuses what the import left out.
    const member = users.find(({ email }) => email === 'jo.tag@example.org')!;
    const edit = (lastName: string) =>
      api(app, 'PUT', `/admin/users/${member.id}`, { token: admin, body: { firstName: 'Tag', lastName, email: member.email, phone: '+36 1 234 5678', zip: '1011', city: 'Budapest' } });
    expect((await edit('Sor\ntörés')).body.errors).toEqual([{ field: 'lastName', code: 'oneLine' }]);
    expect((await edit('N'.repeat(101))).body.errors).toEqual([{ field: 'lastName', code: 'maxLength' }]);
  });
});

import { Workbook } from 'exceljs';
import { api, bootApp, logIn, tempDataDir, TestApp } from './support/boot';
import { BulkMember, downloadToken, openService, seedActivatedMembers, signUp, tokenOf } from './support/catalogue';
import { importSchools } from './support/members';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const BUDAPEST_MOMENT = /^\d{4}\. [a-záéíóöőúüű]+ \d{1,2}\. \d{1,2}:\d{2}$/;

type Schema = { $ref?: string; description?: string; properties?: Record<string, Schema>; items?: Schema; anyOf?: Schema[]; enum?: unknown[]; format?: string };

/** A member's own data (issues 12 and 21): everything held about the one who asks, and nothing of anyone else. */
describe("a member's own data", () => {
  let app: TestApp;
  let admin: string;
  let members: Array<BulkMember & { token: string }>;
  /** Ids the member never chose and that mean nothing to them: none may reach the workbook. */
  const internalIds: string[] = [];

  const workbook = async (token: string) => {
    const response = await fetch(`${app.url}/api/profile/export.xlsx?token=${await downloadToken(app, token, '/api/profile/export.xlsx')}`);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    const book = new Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    return book;
  };
  const rowsOf = (book: Workbook, sheet: string) => {
    const rows: unknown[][] = [];
    book.getWorksheet(sheet)!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    // The export is streamed: exceljs reads its empty text cells back as no cell, so each row is as wide as the titles.
    const width = rows[0]?.length ?? 0;
    return rows.map((row) => Array.from({ length: Math.max(width, row.length) }, (_, at) => (row[at] == null ? '' : String(row[at]))));
  };

  beforeAll(async () => {
    const dataDir = tempDataDir();
    const bulk = await seedActivatedMembers(dataDir, 2);
    app = await bootApp({}, dataDir);
    admin = await logIn(app);
    members = await Promise.all(bulk.map(async (m) => ({ ...m, token: await tokenOf(app, m) })));
    const schools = await importSchools(app, admin);
    const { email, needsProfileCheck, personalId, schoolOm, ...editable } = (await api(app, 'GET', '/profile', { token: members[0].token })).body;
    const saved = await api(app, 'PUT', '/profile', { token: members[0].token, body: { ...editable, schoolId: schools['900002'], gimnazium: true, szakgimnazium: false } });
    expect(saved.status).toBe(200);
    const python = await openService(app, admin, { name: 'Python alapok', radio: true, radio1Text: 'Délelőtt', radio2Text: 'Délután' });
    const robotics = await openService(app, admin, { name: 'Robotika szakkör', needsApproval: true });
    expect((await signUp(app, members[0].token, python, { radioAnswer: 2 })).status).toBe(200);
    expect((await signUp(app, members[0].token, robotics)).status).toBe(200);
    const partner = async (name: string, origin: string, data: string[]) => {
      const registered = await api(app, 'POST', '/admin/partners', { token: admin, body: { name, origins: [origin], data, active: true } });
      expect((await api(app, 'POST', '/user/auth-request', { token: members[0].token, body: { url: `${origin}/belepes` } })).status).toBe(200);
      return registered.body.id as string;
    };
    const kodkert = await partner('Kódkert Akadémia', 'https://akademia.example', ['name', 'email']);
    const quiet = await partner('Csendes Labor', 'https://labor.example', []);
    expect((await api(app, 'DELETE', `/profile/partners/${quiet}`, { token: members[0].token })).status).toBe(200);
    internalIds.push(members[0].id, schools['900002'], python, robotics, kodkert, quiet);
  });
  afterAll(() => app.destroy());

  it('answers the profile, sign-ups, partner grants and account history of the member who asks', async () => {
    expect((await api(app, 'GET', '/profile/export')).status).toBe(401);
    const mine = (await api(app, 'GET', '/profile/export', { token: members[0].token })).body;
    expect(mine.profile.email).toBe(members[0].email);
    expect(mine.signups.map((s: { service: string }) => s.service)).toEqual(['Python alapok', 'Robotika szakkör']);
    expect(mine.partners).toEqual([{ name: 'Kódkert Akadémia', data: ['name', 'email'], grantedAt: expect.stringMatching(ISO_INSTANT) }]);
    expect(mine.history.length).toBeGreaterThan(0);
    // Staff appear as "staff", never by name or id.
    expect(JSON.stringify(mine.history)).not.toMatch(/admin/i);
    const theirs = (await api(app, 'GET', '/profile/export', { token: members[1].token })).body;
    expect(theirs.signups).toEqual([]);
    expect(JSON.stringify(theirs)).not.toContain(members[0].email);
  });

  it('stays machine-readable: stable keys, ISO instants, states and history as codes beside their sentence', async () => {
    const mine = (await api(app, 'GET', '/profile/export', { token: members[0].token })).body;
    expect(Object.keys(mine)).toEqual(['exportedAt', 'profile', 'signups', 'partners', 'history']);
    expect(mine.exportedAt).toMatch(ISO_INSTANT);
    expect(mine.profile).toMatchObject({ school: { om: '900002', name: 'Minta Gimnázium', city: 'Pécs' }, gimnazium: true, szakgimnazium: false, needsProfileCheck: false });
    expect(mine.profile).not.toHaveProperty('schoolId');
    expect(mine.signups).toEqual([
      {
        service: 'Python alapok', status: 'approved', signedUpAt: expect.stringMatching(ISO_INSTANT), decidedAt: null, waitlistPriority: false, code: null,
        radioAnswer: 2, radioAnswerText: 'Délután',
      },
      {
        service: 'Robotika szakkör', status: 'awaiting', signedUpAt: expect.stringMatching(ISO_INSTANT), decidedAt: null, waitlistPriority: false, code: null,
        radioAnswer: null, radioAnswerText: null,
      },
    ]);
    for (const entry of mine.history) {
      expect(Object.keys(entry)).toEqual(['code', 'text', 'at', 'by', 'partner']);
      expect(entry.at).toMatch(ISO_INSTANT);
    }
    expect(mine.history.map(({ code, text, by, partner }: Record<string, string>) => ({ code, text, by, partner }))).toEqual([
      { code: 'application.submitted', text: 'Jelentkezés beküldve', by: 'self', partner: null },
      { code: 'account.activated', text: 'Fiók aktiválva', by: 'system', partner: null },
      { code: 'password.set', text: 'Jelszó beállítva', by: 'self', partner: null },
      { code: 'profile.updated', text: 'Profil módosítva', by: 'self', partner: null },
      { code: 'partner.consent_granted', text: 'Hozzájárulás megadva: Kódkert Akadémia', by: 'self', partner: 'Kódkert Akadémia' },
      { code: 'partner.consent_granted', text: 'Hozzájárulás megadva: Csendes Labor', by: 'self', partner: 'Csendes Labor' },
      { code: 'partner.consent_revoked', text: 'Hozzájárulás visszavonva: Csendes Labor', by: 'self', partner: 'Csendes Labor' },
    ]);
    const text = JSON.stringify(mine);
    for (const id of internalIds) expect(text).not.toContain(id);
  });

  it('describes every field of the JSON in the OpenAPI document', async () => {
    const document = await (await fetch(`${app.url}/api/docs-json`)).json();
    const schemas: Record<string, Schema> = document.components.schemas;
    const answer = document.paths['/api/profile/export'].get.responses['200'].content['application/json'].schema;
    expect(answer).toEqual({ $ref: '#/components/schemas/MemberDataExport' });
    const seen = new Set<string>();
    const undescribed: string[] = [];
    const walk = (name: string) => {
      if (seen.has(name)) return;
      seen.add(name);
      const schema = schemas[name];
      if (!schema.description) undescribed.push(name);
      for (const [field, property] of Object.entries(schema.properties ?? {})) {
        if (!property.description) undescribed.push(`${name}.${field}`);
        for (const { $ref } of [property, property.items ?? {}, ...(property.anyOf ?? [])]) if ($ref) walk($ref.split('/').pop()!);
      }
    };
    walk('MemberDataExport');
    expect(undescribed).toEqual([]);
    expect([...seen].sort()).toEqual(['MemberDataExport', 'MemberDataHistoryEntry', 'MemberDataPartnerGrant', 'MemberDataProfile', 'MemberDataSchool', 'MemberDataSignup']);
    const entry = schemas.MemberDataHistoryEntry.properties!;
    expect(entry.code.enum).toEqual(expect.arrayContaining(['application.submitted', 'account.activated', 'partner.consent_granted']));
    expect(entry.at).toMatchObject({ format: 'date-time', description: expect.stringContaining('ISO 8601') });
    expect(schemas.MemberDataExport.properties!.exportedAt.format).toBe('date-time');
  });

  it('gives the same as a workbook for people, through the member\'s own download token, in Hungarian only', async () => {
    expect((await fetch(`${app.url}/api/profile/export.xlsx`)).status).toBe(401);
    const book = await workbook(members[0].token);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['Profil', 'Jelentkezések', 'Kapcsolt oldalak', 'Előzmények']);
    const profile = Object.fromEntries(rowsOf(book, 'Profil').slice(1));
    expect(profile).toMatchObject({
      'E-mail-cím': members[0].email, Iskola: 'Minta Gimnázium, Pécs (OM 900002)', Gimnázium: 'igen', Technikum: 'nem', 'Adategyeztetés kérve': 'nem',
      'A letöltés időpontja': expect.stringMatching(BUDAPEST_MOMENT),
    });
    expect(rowsOf(book, 'Jelentkezések').slice(1).map(([service, status, signedUpAt, , , answer]) => [service, status, BUDAPEST_MOMENT.test(signedUpAt), answer])).toEqual([
      ['Python alapok', 'jóváhagyva', true, 'Délután'],
      ['Robotika szakkör', 'jóváhagyásra vár', true, ''],
    ]);
    expect(rowsOf(book, 'Kapcsolt oldalak').slice(1).map(([partner, data]) => [partner, data])).toEqual([['Kódkert Akadémia', 'teljes neved, e-mail-címed']]);
    expect(rowsOf(book, 'Előzmények').slice(1).map(([, event, by]) => [event, by])).toEqual([
      ['Jelentkezés beküldve', 'te magad'],
      ['Fiók aktiválva', 'a rendszer'],
      ['Jelszó beállítva', 'te magad'],
      ['Profil módosítva', 'te magad'],
      ['Hozzájárulás megadva: Kódkert Akadémia', 'te magad'],
      ['Hozzájárulás megadva: Csendes Labor', 'te magad'],
      ['Hozzájárulás visszavonva: Csendes Labor', 'te magad'],
    ]);
    const cells = book.worksheets.flatMap((sheet) => rowsOf(book, sheet.name).flat());
    for (const cell of cells) {
      expect([cell, /\d{4}-\d{2}-\d{2}T/.test(cell), /^(true|false|null)$/.test(cell), /[A-Z][a-z]+[A-Z][a-z]+/.test(cell)]).toEqual([cell, false, false, false]);
      for (const id of internalIds) expect(cell).not.toContain(id);
    }
    expect(cells.filter((cell) => /^\d{4}\. /.test(cell)).every((cell) => BUDAPEST_MOMENT.test(cell))).toBe(true);
  });
});

import { Workbook } from 'exceljs';
import { api, bootApp, logIn, tempDataDir, TestApp } from './support/boot';
import { BulkMember, downloadToken, openService, seedActivatedMembers, signUp, tokenOf } from './support/catalogue';

/** A member's own data (issue 12): everything held about the one who asks, and nothing of anyone else. */
describe("a member's own data", () => {
  let app: TestApp;
  let admin: string;
  let members: Array<BulkMember & { token: string }>;

  beforeAll(async () => {
    const dataDir = tempDataDir();
    const bulk = await seedActivatedMembers(dataDir, 2);
    app = await bootApp({}, dataDir);
    admin = await logIn(app);
    members = await Promise.all(bulk.map(async (m) => ({ ...m, token: await tokenOf(app, m) })));
    const serviceId = await openService(app, admin, { name: 'Python alapok' });
    await signUp(app, members[0].token, serviceId);
  });
  afterAll(() => app.destroy());

  it('answers the profile, sign-ups, partner grants and account history of the member who asks', async () => {
    expect((await api(app, 'GET', '/profile/export')).status).toBe(401);
    const mine = (await api(app, 'GET', '/profile/export', { token: members[0].token })).body;
    expect(mine.profile.email).toBe(members[0].email);
    expect(mine.signups).toEqual([expect.objectContaining({ service: 'Python alapok', status: 'approved', code: null })]);
    expect(mine.partners).toEqual([]);
    expect(mine.history.length).toBeGreaterThan(0);
    // Staff appear as "staff", never by name or id.
    expect(JSON.stringify(mine.history)).not.toMatch(/admin/i);
    const theirs = (await api(app, 'GET', '/profile/export', { token: members[1].token })).body;
    expect(theirs.signups).toEqual([]);
    expect(JSON.stringify(theirs)).not.toContain(members[0].email);
  });

  it('gives the same as a readable workbook through the member\'s own download token', async () => {
    expect((await fetch(`${app.url}/api/profile/export.xlsx`)).status).toBe(401);
    const response = await fetch(`${app.url}/api/profile/export.xlsx?token=${await downloadToken(app, members[0].token)}`);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    const book = new Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['Profil', 'Jelentkezések', 'Kapcsolt oldalak', 'Előzmények']);
    expect(book.getWorksheet('Jelentkezések')!.getRow(2).getCell(1).value).toBe('Python alapok');
  });
});

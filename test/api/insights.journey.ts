import { Workbook } from 'exceljs';
import { addDays } from '../../backend/src/shared/calendar-periods';
import { budapestDay } from '../../backend/src/shared/budapest-time';
import { api, bootApp, logIn, TestApp } from './support/boot';
import { createService, decide, downloadToken, signUp } from './support/catalogue';
import { importSchools, registeredMember } from './support/members';

/** "Áttekintés" (issue 25): the programme's figures from the log, now and as of a day, and their XLSX, through HTTP. */
describe('the admin insights', () => {
  let app: TestApp;
  let admin: string;
  let member: { id: string; token: string };
  let serviceId: string;
  const today = budapestDay(new Date());

  beforeAll(async () => {
    app = await bootApp({ LOGIN_RATE_LIMIT: '1000' });
    admin = await logIn(app);
    const schools = await importSchools(app, admin);
    member = await registeredMember(app, admin, schools['900001'], 'kiss.anna@example.org');
    serviceId = await createService(app, admin, { name: 'Robotika szakkör', active: true, hidden: false, needsApproval: true, limit: 3 });
    await signUp(app, member.token, serviceId);
    await decide(app, admin, 'approve', member.id, serviceId);
  });
  afterAll(() => app.destroy());

  const insights = (query = '', token = admin) => api(app, 'GET', `/admin/insights${query}`, { token });

  it('is for admins only', async () => {
    expect((await insights('', '')).status).toBe(401);
    expect((await insights('', member.token)).status).toBe(403);
    expect((await insights()).status).toBe(200);
  });

  it('shows the club since its first day: growth, funnel, reach, review times and how the service fills', async () => {
    const { body } = await insights();
    expect(body).toMatchObject({ from: today, to: today, asOf: null, firstDay: today });
    expect(body.growth.months).toEqual([{ period: today.slice(0, 7), start: `${today.slice(0, 7)}-01`, applications: 1, activations: 1, registrations: 1, firstSignups: 1 }]);
    expect(body.growth.weeks).toHaveLength(1);
    expect(body.growth.funnel).toEqual({ applied: 1, activated: 1, registered: 1, signedUp: 1 });
    // Her school is in Szeged: Csongrád-Csanád, among Budapest and the 19 counties.
    expect(body.reach.counties).toHaveLength(20);
    expect(body.reach.counties.find((c: { county: string }) => c.county === 'Csongrád-Csanád').members).toBe(1);
    expect(body.review.applications[0]).toMatchObject({ reviewed: 1 });
    expect(body.review.signups[0]).toMatchObject({ reviewed: 1 });
    // The screen's totals per service; its month by month series is the services export's (decision 0091).
    expect(body.services).toEqual([{ serviceId, name: 'Robotika szakkör', limit: 3, seatsTaken: 1, waitlist: 0, promotions: 0, withdrawals: 0, rejections: 0 }]);
  });

  it('answers as of a past day from the log: before the club existed, nothing yet', async () => {
    const yesterday = addDays(today, -1);
    const { status, body } = await insights(`?asOf=${yesterday}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ from: yesterday, to: yesterday, asOf: yesterday, firstDay: today, services: [] });
    expect(body.growth.funnel).toEqual({ applied: 0, activated: 0, registered: 0, signedUp: 0 });
    expect(body.reach.counties.every((c: { members: number }) => c.members === 0)).toBe(true);
    expect((await insights(`?asOf=${today}`)).body.growth).toEqual((await insights()).body.growth);
    expect((await insights('?asOf=&from=&to=')).body).toMatchObject({ from: today, to: today, asOf: null });
  });

  it('refuses bad dates with field errors', async () => {
    const refused = async (query: string) => {
      const { status, body } = await insights(query);
      expect(status).toBe(400);
      expect(body.message).toBe('VALIDATION_FAILED');
      return body.errors;
    };
    expect(await refused('?from=2026-02-30')).toEqual([{ field: 'from', code: 'matches' }]);
    expect(await refused('?to=27.11.2026')).toEqual([{ field: 'to', code: 'matches' }]);
    expect(await refused(`?asOf=${addDays(today, 1)}`)).toEqual([{ field: 'asOf', code: 'max' }]);
    expect(await refused(`?from=${today}&to=${addDays(today, -1)}`)).toEqual([{ field: 'from', code: 'max' }, { field: 'to', code: 'min' }]);
    expect(await refused('?period=week')).toEqual([{ field: 'period', code: 'whitelistValidation' }]);
  });

  describe('export', () => {
    const exportPath = '/api/admin/insights/export';
    const download = async (query: string) => fetch(`${app.url}${exportPath}?${query}&token=${await downloadToken(app, admin, exportPath)}`);
    const sheetOf = async (response: Response) => {
      const book = new Workbook();
      await book.xlsx.load(await response.arrayBuffer());
      return book.worksheets[0];
    };

    it('is opened with an admin download token', async () => {
      expect((await fetch(`${app.url}${exportPath}?section=growth`)).status).toBe(401);
      const memberToken = await downloadToken(app, member.token, exportPath);
      expect((await fetch(`${app.url}${exportPath}?section=growth&token=${memberToken}`)).status).toBe(403);
    });

    it('downloads the growth chart as a workbook with Hungarian headers and a Hungarian file name', async () => {
      const response = await download('section=growth&period=week');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('spreadsheetml');
      expect(response.headers.get('content-disposition')).toContain(`attekintes-novekedes-${today}.xlsx`);
      const sheet = await sheetOf(response);
      expect(sheet.name).toBe('Növekedés');
      expect(sheet.getRow(1).values).toEqual([undefined, 'Hét', 'Kezdőnap', 'Jelentkezések', 'Aktiválások', 'Befejezett regisztrációk', 'Első jelentkezések szolgáltatásra']);
      expect(sheet.rowCount).toBe(2);
      expect(sheet.getRow(2).getCell(3).value).toBe(1);
    });

    it('downloads the counties and the services as the screen shows them', async () => {
      const counties = await sheetOf(await download('section=counties'));
      expect(counties.getRow(2).values).toEqual([undefined, 'Budapest', 0]);
      expect(counties.rowCount).toBe(22);
      const services = await sheetOf(await download('section=services'));
      expect(services.getRow(2).getCell(1).value).toBe('Robotika szakkör');
      expect(services.getRow(2).getCell(2).value).toBe(today.slice(0, 7));
      expect(services.getRow(2).getCell(3).value).toBe(1);
      expect(services.getRow(2).getCell(4).value).toBe(1);
      expect(services.getRow(2).getCell(5).value).toBe(3);
    });

    it('refuses an unknown section and bad dates', async () => {
      const refused = await download('section=everything');
      expect(refused.status).toBe(400);
      expect((await refused.json()).errors).toEqual([{ field: 'section', code: 'isIn' }]);
      expect((await download('section=review&asOf=2026-13-01')).status).toBe(400);
      const missing = await fetch(`${app.url}${exportPath}?token=${await downloadToken(app, admin, exportPath)}`);
      expect((await missing.json()).errors).toEqual([{ field: 'section', code: 'isIn' }]);
    });
  });
});

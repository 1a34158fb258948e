import { api, bootApp, logIn, TestApp } from './support/boot';
import { application, apply, importSchools } from './support/members';

/** SPEC §2/§9: the unactivated table as one list, the activated one paged, searched and sorted by the server (issue 40). */
describe('the admin users tables page, search and sort on the server', () => {
  let app: TestApp;
  let admin: string;
  const ids: Record<string, string> = {};

  const people = [
    { lastName: 'Kovács', firstName: 'Éva', email: 'kovacs.eva@example.org' },
    { lastName: 'Ábel', firstName: 'Péter', email: 'abel.peter@example.org' },
    { lastName: 'Zöld', firstName: 'Anna', email: 'zold.anna@example.org' },
    { lastName: 'Balogh', firstName: 'Kata', email: 'kata@iskola.example.org' },
    { lastName: 'Vár', firstName: 'Ödön', email: 'var.odon@example.org' },
  ];

  beforeAll(async () => {
    app = await bootApp();
    admin = await logIn(app);
    const schools = await importSchools(app, admin);
    for (const person of people) {
      const applied = await apply(app, { ...application(schools['900001'], person.email), ...person });
      ids[person.email] = applied.body.id;
    }
    // Three reviewed: two activated, one disabled (the activated table holds disabled members too); two wait.
    for (const email of ['kovacs.eva@example.org', 'abel.peter@example.org', 'zold.anna@example.org']) {
      await api(app, 'POST', '/admin/users/activate', { token: admin, body: { userId: ids[email] } });
    }
    await api(app, 'POST', '/admin/users/disable', { token: admin, body: { userId: ids['zold.anna@example.org'] } });
  });
  afterAll(() => app.destroy());

  const get = (query: string) => api(app, 'GET', `/admin/users${query}`, { token: admin });
  const names = (rows: Array<{ fullName: string }>) => rows.map((row) => row.fullName);

  it('answers the waiting applicants as one list, and only them', async () => {
    const response = await get('?table=unactivated');
    expect(response.status).toBe(200);
    expect(names(response.body)).toEqual(['Balogh Kata', 'Vár Ödön']);
    expect(response.headers.get('x-total-count')).toBe('2');
  });

  it('pages the reviewed members sorted by name, accents aside, with the total', async () => {
    const first = await get('?table=activated&page=1&pageSize=2&search=&sort=name&order=asc');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(names(first.body.items)).toEqual(['Ábel Péter', 'Kovács Éva']);
    const second = await get('?table=activated&page=2&pageSize=2&sort=name&order=asc');
    expect(names(second.body.items)).toEqual(['Zöld Anna']);
    expect(second.body.items[0]).toMatchObject({ rejected: true, activated: false });
    const backwards = await get('?table=activated&sort=name&order=desc');
    expect(backwards.body).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(names(backwards.body.items)).toEqual(['Zöld Anna', 'Kovács Éva', 'Ábel Péter']);
  });

  it('searches the full name and the e-mail, every word somewhere, accents and case aside', async () => {
    const search = async (text: string) => names((await get(`?table=activated&search=${encodeURIComponent(text)}`)).body.items);
    expect(await search('kovacs')).toEqual(['Kovács Éva']);
    expect(await search('Éva Kovács')).toEqual(['Kovács Éva']);
    expect(await search('ABEL.PETER@')).toEqual(['Ábel Péter']);
    expect(await search('anna zöld')).toEqual(['Zöld Anna']);
    expect(await search('kovacs anna')).toEqual([]);
    // A waiting applicant is not in the activated table, whatever is searched.
    expect(await search('balogh')).toEqual([]);
    expect(names((await get('?table=unactivated&search=iskola')).body.items)).toEqual(['Balogh Kata']);
  });

  it('without parameters answers the SPEC list of every member, oldest first, counted in X-Total-Count', async () => {
    const response = await get('');
    expect(response.status).toBe(200);
    expect(names(response.body)).toEqual(['Kovács Éva', 'Ábel Péter', 'Zöld Anna', 'Balogh Kata', 'Vár Ödön']);
    expect(response.headers.get('x-total-count')).toBe('5');
  });

  it('refuses what it cannot answer with field errors', async () => {
    for (const [query, field] of [
      ['?table=everyone', 'table'],
      ['?pageSize=0', 'pageSize'],
      ['?pageSize=2001', 'pageSize'],
      ['?page=x', 'page'],
      ['?sort=iskola', 'sort'],
      ['?order=up', 'order'],
    ]) {
      const response = await get(query);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ message: 'VALIDATION_FAILED', errors: [expect.objectContaining({ field })] });
    }
  });
});

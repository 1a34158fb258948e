import { api, bootApp, logIn, TestApp } from './support/boot';
import { application, apply, importSchools } from './support/members';

/** Issue 41 §8: the activated members sorted by name in Hungarian order and by school, searched in any word order. */
describe('the activated members in Hungarian order, by school, and found in any word order', () => {
  let app: TestApp;
  let admin: string;

  // 900001 is "Példa Informatikai Technikum", 900002 "Minta Gimnázium".
  const people = [
    { lastName: 'Öveges', firstName: 'Ödön', email: 'oveges@example.org', om: '900001' },
    { lastName: 'Ozsvári', firstName: 'Ottó', email: 'ozsvari@example.org', om: '900002' },
    { lastName: 'Csaba', firstName: 'Cecília', email: 'csaba@example.org', om: '900001' },
    { lastName: 'Czakó', firstName: 'Cili', email: 'czako@example.org', om: '900002' },
    { lastName: 'Ódor', firstName: 'Olga', email: 'odor@example.org', om: '900001' },
    { lastName: 'Kovács', firstName: 'Éva', email: 'k.e@example.org', om: '900002' },
  ];

  beforeAll(async () => {
    app = await bootApp();
    admin = await logIn(app);
    const schools = await importSchools(app, admin);
    for (const { om, ...person } of people) {
      const applied = await apply(app, { ...application(schools[om], person.email), ...person });
      await api(app, 'POST', '/admin/users/activate', { token: admin, body: { userId: applied.body.id } });
    }
  });
  afterAll(() => app.destroy());

  const names = async (query: string) => {
    const response = await api(app, 'GET', `/admin/users?table=activated${query}`, { token: admin });
    expect(response.status).toBe(200);
    return response.body.items.map((row: { fullName: string }) => row.fullName);
  };

  it('sorts by name as a Hungarian reader expects: ó with o, ö after o, cs after c', async () => {
    expect(await names('&sort=name')).toEqual(['Czakó Cili', 'Csaba Cecília', 'Kovács Éva', 'Ódor Olga', 'Ozsvári Ottó', 'Öveges Ödön']);
    expect(await names('&sort=name&order=desc&pageSize=2')).toEqual(['Öveges Ödön', 'Ozsvári Ottó']);
  });

  it('sorts by school name over the whole table, then by name, and pages the result', async () => {
    expect(await names('&sort=school')).toEqual(['Czakó Cili', 'Kovács Éva', 'Ozsvári Ottó', 'Csaba Cecília', 'Ódor Olga', 'Öveges Ödön']);
    const second = await api(app, 'GET', '/admin/users?table=activated&sort=school&order=desc&page=2&pageSize=2', { token: admin });
    expect(second.body).toMatchObject({ total: 6, page: 2, pageSize: 2 });
    expect(second.body.items.map((row: { fullName: string; school: { name: string } }) => [row.fullName, row.school.name])).toEqual([
      ['Öveges Ödön', 'Példa Informatikai Technikum'],
      ['Czakó Cili', 'Minta Gimnázium'],
    ]);
    expect(await names('&sort=school&search=od')).toEqual(['Ódor Olga', 'Öveges Ödön']);
  });

  it('sorts by registration date, oldest first, unless asked otherwise', async () => {
    expect(await names('&page=1')).toEqual(people.map((person) => `${person.lastName} ${person.firstName}`));
    expect(await names('&sort=createdAt&order=desc&pageSize=1')).toEqual(['Kovács Éva']);
  });

  it('finds a member by their name in either order, without accents or case', async () => {
    for (const search of ['eva kovacs', 'Kovács Éva', 'ÉVA KOVÁCS', 'kovacs']) expect(await names(`&search=${encodeURIComponent(search)}`)).toEqual(['Kovács Éva']);
    expect(await names(`&search=${encodeURIComponent('odon oveges')}`)).toEqual(['Öveges Ödön']);
    expect(await names(`&search=${encodeURIComponent('eva ozsvari')}`)).toEqual([]);
  });
});

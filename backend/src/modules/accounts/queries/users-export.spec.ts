import type { AdminUserView } from '../../../contract/admin-users';
import { readBack, rowsOf } from '../../../platform/tables/testing/read-back';
import { usersWorkbook } from './users-export';

const member: AdminUserView = {
  id: 'u1', firstName: 'Anna', lastName: 'Kiss', fullName: 'Kiss Anna', email: 'kiss.anna@example.org', phone: '+36 30 123 4567', zip: '6720',
  city: 'Szeged', personalId: '71234567897', personalIdValid: true, schoolOm: '900001', school: { id: 's1', om: '900001', name: 'Példa Gimnázium' },
  completionCode: false, activated: true, rejected: false, registered: true, admin: false, createdAt: '2026-11-26T20:05:00.000Z', needsProfileCheck: false,
  altalanosIskola: false, gimnazium: true, szakgimnazium: true, szakmaiTargy: false, idenErettsegi: false, felsooktatas: true,
};

describe('the members export (issue 21)', () => {
  it('writes every teaching level as igen or nem, the school by name and the time in Budapest time', async () => {
    const [titles, row] = rowsOf(await readBack(await usersWorkbook([member])), 'Tagok');
    const cells = Object.fromEntries(titles.map((title, index) => [String(title), row[index]]));
    expect(cells).toMatchObject({
      Iskola: 'Példa Gimnázium', Regisztráció: '2026. november 26. 21:05',
      'Általános iskola': 'nem', Gimnázium: 'igen', Technikum: 'igen', 'Szakmai tárgy': 'nem', 'Idén érettségiztet': 'nem', Felsőoktatás: 'igen',
    });
  });
});

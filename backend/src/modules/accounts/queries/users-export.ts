import { formatMoment } from '../../../shared/budapest-time';
import { yesNo } from '../../../shared/i18n/yes-no';
import type { Readable } from 'node:stream';
import { SheetOf, tableWorkbook } from '../../../platform/tables/new-workbook';
import { AdminUserView } from '../../../contract/admin-users';

/** The activated-users table as XLSX (Hungarian Excel mangles UTF-8 CSV), written as the users arrive. */
export function usersWorkbook(users: SheetOf<AdminUserView>['items']): Readable {
  const columns = [
    { header: 'Név', key: 'fullName', width: 28 },
    { header: 'E-mail', key: 'email', width: 32 },
    { header: 'Telefon', key: 'phone', width: 18 },
    { header: 'Irányítószám', key: 'zip', width: 12 },
    { header: 'Település', key: 'city', width: 18 },
    { header: 'Iskola', key: 'school', width: 40 },
    { header: 'Iskola OM', key: 'schoolOm', width: 12 },
    { header: 'Oktatási azonosító', key: 'personalId', width: 16 },
    { header: 'Regisztráció', key: 'createdAt', width: 20 },
    { header: 'Általános iskola', key: 'altalanosIskola', width: 10 },
    { header: 'Gimnázium', key: 'gimnazium', width: 10 },
    { header: 'Technikum', key: 'szakgimnazium', width: 10 },
    { header: 'Szakmai tárgy', key: 'szakmaiTargy', width: 10 },
    { header: 'Idén érettségiztet', key: 'idenErettsegi', width: 10 },
    { header: 'Felsőoktatás', key: 'felsooktatas', width: 10 },
  ];
  return tableWorkbook('Tagok', columns, users, (user) => ({
    ...user,
    school: user.school?.name ?? '',
    createdAt: formatMoment(user.createdAt),
    altalanosIskola: yesNo(user.altalanosIskola),
    gimnazium: yesNo(user.gimnazium),
    szakgimnazium: yesNo(user.szakgimnazium),
    szakmaiTargy: yesNo(user.szakmaiTargy),
    idenErettsegi: yesNo(user.idenErettsegi),
    felsooktatas: yesNo(user.felsooktatas),
  }));
}

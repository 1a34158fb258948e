import type { SortOrder } from '../../../contract/common';
import type { UserListQuery, UserSort, UserTable } from '../../../contract/admin-users';
import { asksForPage } from '../../../platform/http/page-query.dto';
import type { Sort, Where } from '../../../platform/read-store/read-store.port';
import { searchWords } from '../../../shared/search-text';
import type { UserDoc } from '../projections/users.projection';

/**
 * Which members a table holds (every member without one: staff accounts are no members), and those of
 * them whose name or e-mail holds every word searched.
 */
export function userTableWhere(table: UserTable | undefined, search: string | undefined): Where<UserDoc> {
  const words = searchWords(search).map((word) => ({ searchText: { contains: word } }));
  return { ...(table ? { listedIn: table } : { admin: false }), ...(words.length > 0 && { allOf: words }) };
}

/** The columns the read model sorts by itself; the school's name is the schools' (queries/school-order.ts). */
export type FieldSort = Exclude<UserSort, 'school'>;

/** The read model's fields each column sorts by; each is an index of the users model. */
const SORT_FIELDS: Record<FieldSort, Array<keyof UserDoc & string>> = {
  name: ['sortName'],
  phone: ['phone'],
  address: ['zip', 'city'],
  status: ['status', 'registered'],
  createdAt: ['createdAt'],
};

/** The order asked for: sign-up time, oldest first, unless a column is named. */
export function userTableSort(sort: FieldSort = 'createdAt', order: SortOrder = 'asc'): Sort<UserDoc> {
  const direction = order === 'desc' ? -1 : 1;
  return Object.fromEntries(SORT_FIELDS[sort].map((field) => [field, direction])) as Sort<UserDoc>;
}

/** Whether the caller asked for a page: paging, search or sort parameters (else the SPEC's list). */
export function asksForUserPage(query: UserListQuery): boolean {
  return asksForPage(query) || [query.search, query.sort, query.order].some((value) => value !== undefined);
}

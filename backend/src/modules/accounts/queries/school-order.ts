import type { SortOrder } from '../../../contract/common';
import type { SchoolDoc } from '../../reference/public/schools';
import type { UserDoc } from '../projections/users.projection';

const hungarian = new Intl.Collator('hu');

/**
 * The members of a table in the order of their schools' names, Hungarian collation (issue 41 §8), then
 * by name; members without a school come last either way, as an empty cell is no name. The names are
 * the schools' read model's, which the users model does not copy (a school renamed would leave every
 * member's copy behind), so this order is made here over the table's matching rows: at most the
 * table's size (≤ 5,000 members at ten times the club), never the history.
 */
export function inSchoolOrder(users: readonly UserDoc[], schools: ReadonlyMap<string, SchoolDoc>, order: SortOrder): UserDoc[] {
  const direction = order === 'desc' ? -1 : 1;
  const nameOf = (user: UserDoc) => (user.schoolId ? schools.get(user.schoolId)?.name : undefined);
  const named = users.map((user) => ({ user, school: nameOf(user) }));
  named.sort((a, b) => {
    if (a.school === undefined || b.school === undefined) return a.school === b.school ? byName(a.user, b.user) : a.school === undefined ? 1 : -1;
    return direction * hungarian.compare(a.school, b.school) || byName(a.user, b.user);
  });
  return named.map(({ user }) => user);
}

const byName = (a: UserDoc, b: UserDoc) => (a.sortName < b.sortName ? -1 : a.sortName > b.sortName ? 1 : 0);

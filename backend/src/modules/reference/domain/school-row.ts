import { SCHOOL_OM } from '../../../shared/field-formats';

/** One school as an import file or the demo seed describes it. */
export interface SchoolRow {
  om: string;
  name: string;
  city: string;
}

const NAME_MAX = 300;
const CITY_MAX = 100;

/**
 * Why a row cannot be imported, in the Hungarian the admin reads next to the line number; [] when it
 * is fine. Expects values already cleaned by `cleanSchoolRow`.
 */
export function schoolRowProblems(row: SchoolRow): string[] {
  const problems: string[] = [];
  if (row.om === '') problems.push('Hiányzó OM azonosító');
  else if (!SCHOOL_OM.test(row.om)) problems.push('Az OM azonosító 6 számjegyű');
  if (row.name === '') problems.push('Hiányzó intézménynév');
  else if (row.name.length > NAME_MAX) problems.push('Túl hosszú intézménynév');
  if (row.city === '') problems.push('Hiányzó település');
  else if (row.city.length > CITY_MAX) problems.push('Túl hosszú településnév');
  return problems;
}

/** OM ids are often typed as "031 234"; names keep single spaces so re-imports compare equal. */
export function cleanSchoolRow(row: SchoolRow): SchoolRow {
  const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();
  return { om: row.om.replace(/\s+/g, ''), name: oneLine(row.name), city: oneLine(row.city) };
}

/** Duplicate OM ids in one file: the last row wins, kept at the place of the first. */
export function lastRowPerOm<R extends { om: string }>(rows: readonly R[]): R[] {
  const byOm = new Map<string, R>();
  for (const row of rows) byOm.set(row.om, row);
  return [...byOm.values()];
}

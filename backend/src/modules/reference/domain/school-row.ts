import { NOT_ONE_LINE, SCHOOL_OM } from '../../../shared/field-formats';

/** One school as an import file or the demo seed describes it. */
export interface SchoolRow {
  om: string;
  name: string;
  city: string;
}

const NAME_MAX = 300;
const CITY_MAX = 100;

/** Why a row cannot be imported, in the Hungarian the admin reads next to the line number. */
export const SCHOOL_ROW_TEXTS = {
  omMissing: 'Hiányzó OM azonosító',
  omDigits: 'Az OM azonosító 6 számjegyű',
  nameMissing: 'Hiányzó intézménynév',
  nameTooLong: 'Túl hosszú intézménynév',
  nameNotOneLine: 'Az intézménynév egy sor legyen, vezérlőkarakter nélkül',
  cityMissing: 'Hiányzó település',
  cityTooLong: 'Túl hosszú településnév',
  cityNotOneLine: 'A település neve egy sor legyen, vezérlőkarakter nélkül',
} as const;

/**
 * Why a row cannot be imported; [] when it is fine. Expects values already cleaned by `cleanSchoolRow`
 * (line breaks and tabs are spaces by then; another control character is refused).
 */
export function schoolRowProblems(row: SchoolRow): string[] {
  const texts = SCHOOL_ROW_TEXTS;
  const problems: string[] = [];
  if (row.om === '') problems.push(texts.omMissing);
  else if (!SCHOOL_OM.test(row.om)) problems.push(texts.omDigits);
  if (row.name === '') problems.push(texts.nameMissing);
  else if (row.name.length > NAME_MAX) problems.push(texts.nameTooLong);
  else if (NOT_ONE_LINE.test(row.name)) problems.push(texts.nameNotOneLine);
  if (row.city === '') problems.push(texts.cityMissing);
  else if (row.city.length > CITY_MAX) problems.push(texts.cityTooLong);
  else if (NOT_ONE_LINE.test(row.city)) problems.push(texts.cityNotOneLine);
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

import { ImportRowError } from '../../../contract/common';
import { validationPipe } from '../../../platform/http/validation.pipe';
import { cellText, locateColumns, readTable, refuseCutCells } from '../../../platform/tables/read-table';
import { TimeSlices } from '../../../platform/tables/table-collector';
import { ValidationFailed } from '../../../shared/domain-error';
import { MAX_EMAIL_LENGTH } from '../../../shared/email-address';
import { FieldCode } from '../../../shared/error-codes';
import { MAX_LINE_LENGTH, MAX_PHONE_LENGTH, SCHOOL_OM } from '../../../shared/field-formats';
import { ContactDetails, ImportedMember } from '../domain/user.events';
import { EditUserDto } from '../http/admin-users.dto';

type Column = keyof ContactDetails;

const ALIASES: Record<Column | 'schoolOm', string[]> = {
  email: ['email', 'e mail', 'email cim', 'e mail cim'],
  lastName: ['lastname', 'last name', 'vezeteknev', 'csaladnev'],
  firstName: ['firstname', 'first name', 'keresztnev', 'utonev'],
  phone: ['phone', 'telefon', 'telefonszam'],
  zip: ['zip', 'iranyitoszam', 'irsz'],
  city: ['city', 'telepules', 'varos'],
  // The school's OM id, when staff have it: the completion form then names the school (issue 41 §4).
  schoolOm: ['schoolom', 'school om', 'om', 'om azonosito', 'iskola om', 'iskola om azonosito'],
};
const COLUMNS = (Object.keys(ALIASES) as Array<keyof typeof ALIASES>).filter((column): column is Column => column !== 'schoolOm');

/** A list may leave these empty (the member fills them in when completing); the edit form may not. */
const OPTIONAL: ReadonlySet<string> = new Set<Column>(['phone', 'zip', 'city']);

interface FieldTexts {
  invalid: string;
  tooLong: string;
  missing?: string;
  notOneLine?: string;
}

/** Why a row is left out, next to its line number: one sentence per field at fault. */
export const MEMBER_ROW_TEXTS: Record<Column, FieldTexts> = {
  email: { invalid: 'Hibás vagy hiányzó e-mail-cím', tooLong: `Túl hosszú e-mail-cím (legfeljebb ${MAX_EMAIL_LENGTH} karakter)` },
  lastName: {
    invalid: 'Hibás vezetéknév',
    missing: 'Hiányzó vezetéknév',
    tooLong: `Túl hosszú vezetéknév (legfeljebb ${MAX_LINE_LENGTH} karakter)`,
    notOneLine: 'A vezetéknév egy sor legyen, vezérlőkarakter nélkül',
  },
  firstName: {
    invalid: 'Hibás keresztnév',
    missing: 'Hiányzó keresztnév',
    tooLong: `Túl hosszú keresztnév (legfeljebb ${MAX_LINE_LENGTH} karakter)`,
    notOneLine: 'A keresztnév egy sor legyen, vezérlőkarakter nélkül',
  },
  phone: { invalid: 'Hibás telefonszám', tooLong: `Túl hosszú telefonszám (legfeljebb ${MAX_PHONE_LENGTH} karakter)` },
  zip: { invalid: 'Az irányítószám 4 számjegyű', tooLong: 'Az irányítószám 4 számjegyű' },
  city: {
    invalid: 'Hibás településnév',
    tooLong: `Túl hosszú településnév (legfeljebb ${MAX_LINE_LENGTH} karakter)`,
    notOneLine: 'A település neve egy sor legyen, vezérlőkarakter nélkül',
  },
};
export const SCHOOL_OM_ROW_TEXT = 'Az iskola OM azonosítója 6 számjegy';

export interface MemberFile {
  members: Array<{ line: number; member: ImportedMember }>;
  /** The rows left out, by line (a row may have a sentence for each field at fault). */
  errors: ImportRowError[];
}

/**
 * The members of an uploaded list (CSV or XLSX) and its bad rows by line. Every row passes what
 * `PUT /admin/users/:id` checks of the same fields (EditUserDto through the API's validation pipe:
 * lengths, one line without control characters, the e-mail shape of `shared/email-address.ts`), but
 * for the phone, postcode and city a list may leave empty (issue 38 §7). An optional OM column is six
 * digits or empty; an empty one is left out of the member.
 */
export async function readMemberFile(buffer: Buffer): Promise<MemberFile> {
  const located = locateColumns(await readTable(buffer), ALIASES, ['email', 'lastName', 'firstName']);
  const { rows, errors } = refuseCutCells(located.rows, located.columns, (column) => (column === 'schoolOm' ? SCHOOL_OM_ROW_TEXT : MEMBER_ROW_TEXTS[column].tooLong));
  const file: MemberFile = { members: [], errors };
  const slices = new TimeSlices();
  for (const { line, cells } of rows) {
    await slices.pause();
    const member = Object.fromEntries(COLUMNS.map((column) => [column, cellText(cells, located.columns[column])])) as unknown as ContactDetails;
    const schoolOm = cellText(cells, located.columns.schoolOm);
    const problems = [...(await editProblems(member)), ...(schoolOm === '' || SCHOOL_OM.test(schoolOm) ? [] : [SCHOOL_OM_ROW_TEXT])];
    // Addresses are compared in lower case, as EmailField stores them.
    if (problems.length === 0) file.members.push({ line, member: { ...member, email: member.email.toLowerCase(), ...(schoolOm ? { schoolOm } : {}) } });
    else file.errors.push(...problems.map((message) => ({ line, message })));
  }
  file.errors.sort((a, b) => a.line - b.line);
  return file;
}

/** What the edit form's validation says of the row, in the import's words; [] when it would be saved. */
async function editProblems(member: ContactDetails): Promise<string[]> {
  try {
    await validationPipe.transform({ ...member }, { type: 'body', metatype: EditUserDto });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationFailed)) throw error;
    const faults = error.errors.filter(({ field }) => !(OPTIONAL.has(field) && member[field as Column] === ''));
    return COLUMNS.flatMap((column) => faults.filter(({ field }) => field === column).map(({ code }) => fieldText(MEMBER_ROW_TEXTS[column], code)));
  }
}

function fieldText(texts: FieldTexts, code: FieldCode): string {
  if (code === 'maxLength') return texts.tooLong;
  if (code === 'isNotEmpty') return texts.missing ?? texts.invalid;
  if (code === 'oneLine') return texts.notOneLine ?? texts.invalid;
  return texts.invalid;
}

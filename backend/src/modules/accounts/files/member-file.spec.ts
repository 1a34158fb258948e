import { xlsxFile } from '../../../platform/tables/testing/xlsx-file';
import { TABLE_LIMITS } from '../../../shared/upload-limits';
import { readMemberFile } from './member-file';

const HEADER = 'email;vezetéknév;keresztnév;telefon;irányítószám;település';
const csv = (...rows: string[]) => Buffer.from([HEADER, ...rows].join('\n'), 'utf8');

describe('reading an uploaded member list (issue 38 §7: the edit form’s rules)', () => {
  it('keeps the rows the edit form would save, the phone, postcode and city allowed empty, the address in lower case', async () => {
    const file = await readMemberFile(csv('Szabo.Eva@Example.org;Szabó;Éva;+36 30 123 4567;6720;Szeged', 'kiss.anna@example.org;Kiss;Anna;;;', '"""kis anna""@example.org";Kis;Anna;;;'));
    expect(file).toEqual({
      members: [
        { line: 2, member: { email: 'szabo.eva@example.org', lastName: 'Szabó', firstName: 'Éva', phone: '+36 30 123 4567', zip: '6720', city: 'Szeged' } },
        { line: 3, member: { email: 'kiss.anna@example.org', lastName: 'Kiss', firstName: 'Anna', phone: '', zip: '', city: '' } },
        // A quoted local part is an address the club writes to (shared/email-address.ts).
        { line: 4, member: { email: '"kis anna"@example.org', lastName: 'Kis', firstName: 'Anna', phone: '', zip: '', city: '' } },
      ],
      errors: [],
    });
  });

  it('refuses a name longer than the edit form takes, a 2 MB one too, by its line', async () => {
    const file = await readMemberFile(csv(`a@example.org;${'N'.repeat(101)};Anna;;;`, `b@example.org;Nagy;${'É'.repeat(100)};;;`, `c@example.org;Kiss;${'x'.repeat(2 * 1024 * 1024)};;;`));
    expect(file.members.map(({ line }) => line)).toEqual([3]);
    expect(file.errors).toEqual([
      { line: 2, message: 'Túl hosszú vezetéknév (legfeljebb 100 karakter)' },
      { line: 4, message: 'Túl hosszú keresztnév (legfeljebb 100 karakter)' },
    ]);
  });

  it('refuses a line break or a control character in a name or a city, by the line the row starts on', async () => {
    const file = await readMemberFile(csv('a@example.org;"Sza\nbó";Éva;;;', 'b@example.org;Kiss;An\u0007na;;;', 'c@example.org;Nagy;Béla;;;Sze\u001bged', 'd@example.org;Tóth;Ida;;;Pécs'));
    expect(file.members.map(({ line }) => line)).toEqual([6]);
    expect(file.errors).toEqual([
      { line: 2, message: 'A vezetéknév egy sor legyen, vezérlőkarakter nélkül' },
      { line: 4, message: 'A keresztnév egy sor legyen, vezérlőkarakter nélkül' },
      { line: 5, message: 'A település neve egy sor legyen, vezérlőkarakter nélkül' },
    ]);
  });

  it('refuses an address the club would not write to, even one with a line break inside quotes', async () => {
    const rows = ['rossz-cim', 'anna@localhost', '"a\nBcc: x@y.hu"@example.org', `${'a'.repeat(250)}@example.org`, ''].map((email) => `"${email.replace(/"/g, '""')}";Kiss;Anna;;;`);
    const file = await readMemberFile(csv(...rows));
    expect(file.members).toEqual([]);
    expect(file.errors.map(({ line }) => line)).toEqual([2, 3, 4, 6, 7]);
    expect(new Set(file.errors.filter(({ line }) => line !== 6).map(({ message }) => message))).toEqual(new Set(['Hibás vagy hiányzó e-mail-cím']));
    expect(['Hibás vagy hiányzó e-mail-cím', 'Túl hosszú e-mail-cím (legfeljebb 254 karakter)']).toContain(file.errors.find(({ line }) => line === 6)!.message);
  });

  it('names every field at fault of a row, in the order of the form', async () => {
    const file = await readMemberFile(csv(`;;;${'1'.repeat(41)};67200;${'S'.repeat(101)}`, 'e@example.org;Kiss;Anna;telefon;;'));
    expect(file.errors).toEqual([
      { line: 2, message: 'Hibás vagy hiányzó e-mail-cím' },
      { line: 2, message: 'Hiányzó vezetéknév' },
      { line: 2, message: 'Hiányzó keresztnév' },
      { line: 2, message: 'Túl hosszú telefonszám (legfeljebb 40 karakter)' },
      { line: 2, message: 'Az irányítószám 4 számjegyű' },
      { line: 2, message: 'Túl hosszú településnév (legfeljebb 100 karakter)' },
      { line: 3, message: 'Hibás telefonszám' },
    ]);
  });

  it('reads an XLSX the same way: a control character Excel writes as _xHHHH_ and a cell past the cell limit are refused', async () => {
    const file = await readMemberFile(
      xlsxFile([
        ['E-mail-cím', 'Vezetéknév', 'Keresztnév'],
        ['a@example.org', 'Kiss_x000A_Nagy', 'Anna'],
        ['b@example.org', 'Kovács', 'x'.repeat(TABLE_LIMITS.cellChars + 1)],
        ['c@example.org', 'Tóth', 'Ida'],
      ]),
    );
    expect(file.members.map(({ line, member }) => [line, member.lastName])).toEqual([[4, 'Tóth']]);
    expect(file.errors).toEqual([
      { line: 2, message: 'A vezetéknév egy sor legyen, vezérlőkarakter nélkül' },
      { line: 3, message: 'Túl hosszú keresztnév (legfeljebb 100 karakter)' },
    ]);
  });

  it('reads the school’s OM id when the list has one (issue 41 §4): six digits kept, an empty one left out, another refused', async () => {
    const withOm = (...rows: string[]) => Buffer.from(['email;vezetéknév;keresztnév;OM azonosító', ...rows].join('\n'), 'utf8');
    const file = await readMemberFile(withOm('a@example.org;Kiss;Anna;900001', 'b@example.org;Nagy;Béla;', 'c@example.org;Tóth;Ida;12345'));
    expect(file.members).toEqual([
      { line: 2, member: { email: 'a@example.org', lastName: 'Kiss', firstName: 'Anna', phone: '', zip: '', city: '', schoolOm: '900001' } },
      { line: 3, member: { email: 'b@example.org', lastName: 'Nagy', firstName: 'Béla', phone: '', zip: '', city: '' } },
    ]);
    expect(file.errors).toEqual([{ line: 4, message: 'Az iskola OM azonosítója 6 számjegy' }]);
  });
});

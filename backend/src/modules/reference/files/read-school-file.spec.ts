import { Workbook } from 'exceljs';
import { DomainError, ValidationFailed } from '../../../shared/domain-error';
import { readSchoolFile } from './read-school-file';

const csv = (text: string) => Buffer.from(text, 'utf8');

async function failure(buffer: Buffer): Promise<ValidationFailed> {
  const error = await readSchoolFile(buffer).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ValidationFailed);
  return error as ValidationFailed;
}

describe('reading an uploaded school list', () => {
  it('reads English headers in any order', async () => {
    const file = await readSchoolFile(csv('city,om,name\nSzeged,900001,Példa Technikum\n'));
    expect(file).toEqual({ rows: [{ om: '900001', name: 'Példa Technikum', city: 'Szeged' }], errors: [] });
  });

  it('reads Hungarian headers regardless of case and accents, below a title line', async () => {
    const text = '\uFEFFIntézménylista 2026;;\nintézmény OM kódja;INTEZMENY NEVE (székhely);Intézmény címe település (székhely)\n900 002;Minta Gimnázium;Pécs\n';
    expect((await readSchoolFile(csv(text))).rows).toEqual([{ om: '900002', name: 'Minta Gimnázium', city: 'Pécs' }]);
  });

  it('reports every bad row by its line in the file and keeps the good ones', async () => {
    const file = await readSchoolFile(csv('OM azonosító;Név;Város\n900001;Példa;Szeged\n;Hiányos;Pécs\n12345;Rövid;Győr\n900004;;\n'));
    expect(file.rows).toHaveLength(1);
    expect(file.errors).toEqual([
      { line: 3, message: 'Hiányzó OM azonosító' },
      { line: 4, message: 'Az OM azonosító 6 számjegyű' },
      { line: 5, message: 'Hiányzó intézménynév' },
      { line: 5, message: 'Hiányzó település' },
    ]);
  });

  it('refuses a file without a recognisable header, an empty one and a legacy .xls', async () => {
    expect((await failure(csv('a,b,c\n1,2,3\n'))).errors).toEqual([{ field: 'file', code: 'unknownColumns' }]);
    expect((await failure(csv('\uFEFF \n\n'))).errors).toEqual([{ field: 'file', code: 'empty' }]);
    const xls = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect((await failure(xls)).errors).toEqual([{ field: 'file', code: 'unsupportedFormat' }]);
    expect((await failure(Buffer.from('PK\x03\x04garbage'))).errors).toEqual([{ field: 'file', code: 'unreadable' }]);
  });

  it('reads the first sheet of an XLSX, restoring the leading zero Excel drops from numeric OM ids', async () => {
    const workbook = new Workbook();
    const sheet = workbook.addWorksheet('Iskolák');
    sheet.addRow(['OM kód', 'Intézmény neve', 'Település']);
    sheet.addRow([31234, { richText: [{ text: 'Példa ' }, { text: 'Iskola' }] }, 'Budapest']);
    sheet.addRow(['900005', 'Minta Szakképző', { formula: '"Eg"&"er"', result: 'Eger' }]);
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await readSchoolFile(buffer)).toEqual({
      rows: [
        { om: '031234', name: 'Példa Iskola', city: 'Budapest' },
        { om: '900005', name: 'Minta Szakképző', city: 'Eger' },
      ],
      errors: [],
    });
  });

  it('refuses a row whose name was cut at the cell limit, or holds a control character, by its line (issue 38 §7)', async () => {
    const file = await readSchoolFile(csv(`om;név;település\n900001;${' '.repeat(20)}${'x'.repeat(40_000)};Szeged\n900002;Minta\u0001Iskola;Pécs\n900003;Jó Iskola;Győr\n`));
    expect(file).toEqual({
      rows: [{ om: '900003', name: 'Jó Iskola', city: 'Győr' }],
      errors: [
        { line: 2, message: 'Túl hosszú intézménynév' },
        { line: 3, message: 'Az intézménynév egy sor legyen, vezérlőkarakter nélkül' },
      ],
    });
  });

  it('never answers anything but a validation error on garbage', async () => {
    const error = await readSchoolFile(Buffer.from([0, 1, 2, 255, 254])).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
  });
});

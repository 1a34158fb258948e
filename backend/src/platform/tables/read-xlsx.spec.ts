import { Workbook } from 'exceljs';
import { ValidationFailed } from '../../shared/domain-error';
import { TABLE_LIMITS } from '../../shared/upload-limits';
import { readXlsx } from './read-xlsx';
import { sheetRowXml, workbookParts, xlsxFile, zipFile } from './testing/xlsx-file';

const refusal = (reading: Promise<unknown>) => reading.then(() => 'read', (error: unknown) => (error instanceof ValidationFailed ? error.errors : error));
const MEBIBYTE = 1024 * 1024;

describe('reading XLSX (streamed, with limits)', () => {
  it('reads what Excel-like writers save: shared and rich text, numbers, formulas by their result, blank rows skipped', async () => {
    const book = new Workbook();
    const sheet = book.addWorksheet('Lista');
    sheet.addRow(['om', 'name', 'city']);
    sheet.addRow([900001, { richText: [{ text: 'Példa ' }, { text: 'Gimnázium', font: { bold: true } }] }, 'Győr']);
    sheet.addRow([]);
    sheet.addRow([{ formula: '900001+1', result: 900002 }, 'Őrhegyi Iskola', 'Pécs']);
    book.addWorksheet('Más').addRow(['nem ez']);
    const rows = await readXlsx(Buffer.from(await book.xlsx.writeBuffer()), TABLE_LIMITS);
    expect(rows).toEqual([
      { line: 1, cells: ['om', 'name', 'city'] },
      { line: 2, cells: [900001, 'Példa Gimnázium', 'Győr'] },
      { line: 4, cells: [900002, 'Őrhegyi Iskola', 'Pécs'] },
    ]);
  });

  it('reads the first sheet in tab order, whatever its file is called, and inline strings without a shared table', async () => {
    const parts = workbookParts(sheetRowXml(1, ['kod']) + sheetRowXml(2, ['A1']));
    const workbook = parts.find((part) => part.name === 'xl/workbook.xml')!;
    workbook.content = String(workbook.content).replace('<sheet name="Lista" sheetId="1" r:id="rId1"/>', '<sheet name="Első" sheetId="2" r:id="rId2"/><sheet name="Lista" sheetId="1" r:id="rId1"/>');
    const rels = parts.find((part) => part.name === 'xl/_rels/workbook.xml.rels')!;
    rels.content = String(rels.content).replace('</Relationships>', '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="/xl/worksheets/elso.xml"/></Relationships>');
    const first = workbookParts(sheetRowXml(1, ['Kód']) + sheetRowXml(3, ['B2']))[4];
    const rows = await readXlsx(zipFile([...parts, { ...first, name: 'xl/worksheets/elso.xml' }]), TABLE_LIMITS);
    expect(rows).toEqual([
      { line: 1, cells: ['Kód'] },
      { line: 3, cells: ['B2'] },
    ]);
  });

  it('refuses a sheet with more rows than the limit, in Hungarian, without reading the rest', async () => {
    const file = xlsxFile(Array.from({ length: 8 }, (_, n) => [`K${n}`]));
    expect(await readXlsx(file, { ...TABLE_LIMITS, rows: 8 })).toHaveLength(8);
    expect(await refusal(readXlsx(file, { ...TABLE_LIMITS, rows: 7 }))).toEqual([{ field: 'file', code: 'tooManyRows', message: 'A fájl túl nagy: legfeljebb 7 sor' }]);
  });

  it('refuses a zip bomb by the sizes it declares, before inflating anything of its sheet', async () => {
    const parts = workbookParts(sheetRowXml(1, ['om']), { declaredSize: 2 * MEBIBYTE });
    // Were the sheet inflated, its size would not match and the file would be merely unreadable.
    expect(await refusal(readXlsx(zipFile(parts), { ...TABLE_LIMITS, unpackedBytes: MEBIBYTE }))).toEqual([
      { field: 'file', code: 'tooLargeUnpacked', message: 'A fájl túl nagy: kibontva legfeljebb 1 MB' },
    ]);
  });

  it('refuses a zip bomb that lies about its size as soon as it inflates past what it declared', async () => {
    const sheet = Buffer.alloc(8 * MEBIBYTE, ' '); // deflates to a few kilobytes
    const parts = workbookParts(sheet, { declaredSize: 64 * 1024 });
    expect(await refusal(readXlsx(zipFile(parts), TABLE_LIMITS))).toEqual([
      { field: 'file', code: 'tooLargeUnpacked', message: 'A fájl túl nagy: kibontva legfeljebb 100 MB' },
    ]);
  });

  it('keeps the cells of a row up to the column limit, however far right a lone cell stands', async () => {
    const far = '<row r="1"><c r="A1" t="inlineStr"><is><t>om</t></is></c><c r="XFD1" t="inlineStr"><is><t>messze</t></is></c></row>';
    const rows = await readXlsx(zipFile(workbookParts(far)), TABLE_LIMITS);
    expect(rows[0].cells).toHaveLength(TABLE_LIMITS.columns);
    expect(rows[0].cells[0]).toBe('om');
  });

  it('lets the event loop turn while a long sheet is read', async () => {
    const file = xlsxFile(Array.from({ length: TABLE_LIMITS.rows }, (_, n) => [900000 + n, `Példa Iskola ${n}`, 'Szeged']));
    let turns = 0;
    const ticking = setInterval(() => turns++, 0);
    const { rows, turnsBefore } = await readXlsx(file, TABLE_LIMITS).then((read) => ({ rows: read.length, turnsBefore: turns }));
    clearInterval(ticking);
    expect(rows).toBe(TABLE_LIMITS.rows);
    expect(turnsBefore).toBeGreaterThan(3);
  });
});

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

  it('reads the cells of a row up to the column limit by their reference, however far right a lone cell stands', async () => {
    const far = '<row r="1"><c r="A1" t="inlineStr"><is><t>om</t></is></c><c r="C1"><v>3</v></c><c r="XFD1" t="inlineStr"><is><t>messze</t></is></c></row>';
    const rows = await readXlsx(zipFile(workbookParts(far)), TABLE_LIMITS);
    // The columns between two cells are empty text; nothing past the last cell read, none past the limit.
    expect(rows).toEqual([{ line: 1, cells: ['om', '', 3] }]);
  });

  it('reads a sparse sheet in time that grows with its cells, not its widest row (issue 38 §7)', async () => {
    // The file: about 50 KB of XLSX, one cell per row in the last column; 10–15 s with exceljs.
    const sheet = (column: string) => Array.from({ length: TABLE_LIMITS.rows }, (_, n) => `<row r="${n + 1}"><c r="${column}${n + 1}" t="inlineStr"><is><t>x</t></is></c></row>`).join('');
    const timed = async (file: Buffer) => {
      const started = performance.now();
      const rows = await readXlsx(file, TABLE_LIMITS);
      return { rows: rows.length, ms: performance.now() - started };
    };
    const sparse = zipFile(workbookParts(sheet('XFD')));
    expect(sparse.length).toBeLessThan(100 * 1024);
    const near = await timed(zipFile(workbookParts(sheet('A'))));
    const far = await timed(sparse);
    expect(near.rows).toBe(TABLE_LIMITS.rows);
    expect(far.rows).toBe(0); // nothing within the columns read: every row is blank
    expect(far.ms).toBeLessThan(2 * near.ms + 200);
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

  it("reads what a cell says: entities, Excel's _xHHHH_ escapes, booleans, errors, formula strings, dates, cells and rows without a reference", async () => {
    const sheet = [
      '<row r="2"><c r="A2" t="inlineStr"><is><t>Kis &amp; Nagy &lt;Bt.&gt; &#337;&#x171;</t></is></c><c r="B2" t="inlineStr"><is><t>a_x000D_b _x005F_x0041_</t></is></c></row>',
      '<row r="3"><c r="A3" t="b"><v>1</v></c><c r="B3" t="b"><v>0</v></c><c r="C3" t="e"><v>#N/A</v></c><c r="D3" t="str"><f>A2&amp;""</f><v>képlet</v></c></row>',
      '<row><c t="d"><v>2026-12-01T08:30:00Z</v></c><c><v>45627</v></c><c><f>1+1</f></c><c s="3"/><c><v>1.5E3</v></c></row>',
      '<row r="9"><c r="B9" t="inlineStr"><is><r><t>Gaz</t></r><r><rPr><b/></rPr><t xml:space="preserve">dag </t></r><rPh><t>ふりがな</t></rPh></is></c></row>',
    ].join('');
    expect(await readXlsx(zipFile(workbookParts(sheet)), TABLE_LIMITS)).toEqual([
      { line: 2, cells: ['Kis & Nagy <Bt.> őű', 'a\rb _x0041_'] },
      { line: 3, cells: ['true', 'false', '', 'képlet'] },
      { line: 4, cells: ['2026-12-01T08:30:00.000Z', 45627, '', '', 1500] },
      { line: 9, cells: ['', 'Gazdag '] },
    ]);
  });

  it('reads the shared strings table: rich text joined, phonetic runs left out, entities decoded', async () => {
    const strings = '<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="3" uniqueCount="3"><si><t>Kód</t></si><si><r><t>Pél</t></r><r><t>da &amp; Tsa</t></r><rPh><t>x</t></rPh></si><si><t/></si></sst>';
    const sheet = '<row r="1"><c r="A1" t="s"><v>0</v></c></row><row r="2"><c r="A2" t="s"><v>1</v></c><c r="B2" t="s"><v>2</v></c><c r="C2" t="s"><v>7</v></c></row>';
    const file = zipFile([...workbookParts(sheet), { name: 'xl/sharedStrings.xml', content: strings }]);
    expect(await readXlsx(file, TABLE_LIMITS)).toEqual([
      { line: 1, cells: ['Kód'] },
      { line: 2, cells: ['Példa & Tsa', '', ''] },
    ]);
  });

  it('cuts a cell past the cell limit while it is read, inline or shared, and says which cells of the row were cut', async () => {
    const limits = { ...TABLE_LIMITS, cellChars: 10 };
    const strings = `<sst><si><t>${'s'.repeat(50)}</t></si><si><t>rövid</t></si></sst>`;
    const sheet = [
      `<row r="1"><c r="A1" t="inlineStr"><is><t>${'ő'.repeat(10)}</t></is></c><c r="B1" t="inlineStr"><is><t>${'ő'.repeat(11)}</t></is></c></row>`,
      '<row r="2"><c r="A2" t="s"><v>1</v></c><c r="B2" t="s"><v>0</v></c></row>',
      // Past the cap even in the bytes of its XML: cut without decoding what would be a thousand times more.
      `<row r="3"><c r="C3" t="inlineStr"><is><t>${'&amp;'.repeat(5000)}</t></is></c></row>`,
      // Blank but cut: kept, so the import can refuse it by its line.
      `<row r="4"><c r="A4" t="inlineStr"><is><t>${' '.repeat(500)}</t></is></c></row>`,
    ].join('');
    const rows = await readXlsx(zipFile([...workbookParts(sheet), { name: 'xl/sharedStrings.xml', content: strings }]), limits);
    expect(rows).toEqual([
      { line: 1, cells: ['ő'.repeat(10), 'ő'.repeat(10)], cut: [1] },
      { line: 2, cells: ['rövid', 's'.repeat(10)], cut: [1] },
      { line: 3, cells: ['', '', '&'.repeat(10)], cut: [2] },
      { line: 4, cells: [' '.repeat(10)], cut: [0] },
    ]);
  });

  it('never holds a 90 MB inline string: the cell comes back cut, and the heap grows by far less than the string (issue 38 §7)', async () => {
    const huge = Buffer.concat([Buffer.from('<row r="1"><c r="A1" t="inlineStr"><is><t>'), Buffer.alloc(90 * MEBIBYTE, 'A'), Buffer.from('</t></is></c></row>'), Buffer.from(sheetRowXml(2, ['JO-KOD']))]);
    const file = zipFile(workbookParts(huge));
    expect(file.length).toBeLessThan(MEBIBYTE);
    const heapBefore = process.memoryUsage().heapUsed;
    let heapPeak = heapBefore;
    const sampling = setInterval(() => (heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed)), 1);
    const rows = await readXlsx(file, TABLE_LIMITS).finally(() => clearInterval(sampling));
    heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
    expect(rows.map(({ line, cells, cut }) => ({ line, length: String(cells[0]).length, cut }))).toEqual([
      { line: 1, length: TABLE_LIMITS.cellChars, cut: [0] },
      { line: 2, length: 6, cut: undefined },
    ]);
    // The inflated chunks come and go (16 KB each); a 90 MB string would be 90 MB of heap at once.
    expect(heapPeak - heapBefore).toBeLessThan(48 * MEBIBYTE);
  });

  it('reads the rows only up to the end of sheetData: nothing after it is inflated or parsed', async () => {
    const parts = workbookParts(sheetRowXml(1, ['kod']));
    const sheet = parts[4];
    sheet.content = Buffer.concat([Buffer.from(String(sheet.content).replace('</worksheet>', '')), Buffer.from('<mergeCells><<<nem XML')]);
    expect(await readXlsx(zipFile(parts), TABLE_LIMITS)).toEqual([{ line: 1, cells: ['kod'] }]);
  });

  it('refuses a sheet that is not well-formed XML as unreadable, not as a server error', async () => {
    const { readTable } = await import('./read-table');
    const broken = [
      '<row r="1"><c r="A1" t="inlineStr"><is><t>a</t></is></row>',
      '<row r="1"><c r="A1"><v>1</v></c>',
      '<row r="1"><c r="A1" t="inlineStr"><is><t>a</t></is></c></row></sheetData><!DOCTYPE x>',
    ];
    for (const rows of broken.slice(0, 2)) {
      expect(await refusal(readTable(zipFile(workbookParts(rows))))).toEqual([{ field: 'file', code: 'unreadable' }]);
    }
    const doctype = zipFile([{ name: 'xl/worksheets/sheet1.xml', content: '<!DOCTYPE x [<!ENTITY a "b">]><worksheet><sheetData/></worksheet>' }]);
    expect(await refusal(readTable(doctype))).toEqual([{ field: 'file', code: 'unreadable' }]);
    const strings = zipFile([...workbookParts('<row r="1"><c r="A1" t="s"><v>0</v></c></row>'), { name: 'xl/sharedStrings.xml', content: '<sst><si><t>a</si></sst>' }]);
    expect(await refusal(readTable(strings))).toEqual([{ field: 'file', code: 'unreadable' }]);
  });
});

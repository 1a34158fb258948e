import { Workbook } from 'exceljs';

// exceljs declares the Buffer of older @types/node (not generic); the bytes are the same.
type ExcelJsBuffer = Parameters<Workbook['xlsx']['load']>[0];

/** An export's bytes opened again, as a spreadsheet program would: specs read what a person reads. */
export async function readBack(bytes: Buffer): Promise<Workbook> {
  const book = new Workbook();
  await book.xlsx.load(bytes as unknown as ExcelJsBuffer);
  return book;
}

/** Every row of a sheet as the text of its cells ('' for an empty one), the title row first. */
export function rowsOf(book: Workbook, sheetName: string): string[][] {
  const sheet = book.getWorksheet(sheetName);
  if (!sheet) throw new Error(`no sheet named ${sheetName}`);
  const rows: string[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((value) => (value === null || value === undefined ? '' : String(value)))));
  return rows;
}

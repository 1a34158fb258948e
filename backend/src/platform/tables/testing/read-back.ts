import { buffer } from 'node:stream/consumers';
import type { Readable } from 'node:stream';
import { Workbook } from 'exceljs';

// exceljs declares the Buffer of older @types/node (not generic); the bytes are the same.
type ExcelJsBuffer = Parameters<Workbook['xlsx']['load']>[0];

/** An export's bytes (or the stream it sends) opened again, as a spreadsheet program would: specs read what a person reads. */
export async function readBack(file: Buffer | Readable): Promise<Workbook> {
  const bytes = Buffer.isBuffer(file) ? file : await buffer(file);
  const book = new Workbook();
  await book.xlsx.load(bytes as unknown as ExcelJsBuffer);
  return book;
}

/** Every row of a sheet as the text of its cells ('' for an empty one before the last that holds text), the title row first. */
export function rowsOf(book: Workbook, sheetName: string): string[][] {
  const sheet = book.getWorksheet(sheetName);
  if (!sheet) throw new Error(`no sheet named ${sheetName}`);
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  // exceljs reads an empty text cell of a streamed workbook as no cell: a hole, or nothing at the row's end.
  return rows.map((row) => Array.from(row, (value) => (value === null || value === undefined ? '' : String(value))));
}

/** The rows with `width` cells each: empty text cells at a row's end, which exceljs reads back as no cell, as ''. */
export const widened = (rows: string[][], width: number): string[][] => rows.map((row) => Array.from({ length: width }, (_, at) => row[at] ?? ''));

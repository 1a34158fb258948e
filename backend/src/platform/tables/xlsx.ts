import type { CellValue, Workbook } from 'exceljs';
import { newWorkbook } from './new-workbook';
import { Cell, TableRow } from './table';

// exceljs declares the Buffer of older @types/node (not generic); the bytes are the same.
type ExcelJsBuffer = Parameters<Workbook['xlsx']['load']>[0];

/** XLSX files are ZIP archives. */
export const isXlsx = (buffer: Buffer) => buffer.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));

/** The rows of the first worksheet; throws on a file exceljs cannot open. */
export async function readXlsx(buffer: Buffer): Promise<TableRow[]> {
  const workbook = await newWorkbook();
  await workbook.xlsx.load(buffer as unknown as ExcelJsBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: TableRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    // row.values is 1-based and sparse.
    const values = (Array.isArray(row.values) ? row.values.slice(1) : []) as CellValue[];
    const cells = Array.from(values, cellOf);
    if (cells.some((cell) => String(cell).trim() !== '')) rows.push({ line, cells });
  });
  return rows;
}

function cellOf(value: CellValue | undefined): Cell {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return cellOf((value as { result?: CellValue }).result);
  if ('text' in value) return String(value.text);
  return ''; // error values
}

import type { Workbook } from 'exceljs';

/** exceljs takes a fifth of a second to load: only the exports and imports that need it pay for it. */
export async function newWorkbook(): Promise<Workbook> {
  const { Workbook: ExcelWorkbook } = await import('exceljs');
  return new ExcelWorkbook();
}

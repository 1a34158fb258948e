import type { Column, Workbook } from 'exceljs';

/** exceljs takes a fifth of a second to load: only the exports and imports that need it pay for it. */
export async function newWorkbook(): Promise<Workbook> {
  const { Workbook: ExcelWorkbook } = await import('exceljs');
  return new ExcelWorkbook();
}

/**
 * A one-sheet export (Hungarian Excel mangles UTF-8 CSV): the columns with a bold header row, then one
 * row per item as `row` turns it into cells keyed by column.
 */
export async function tableWorkbook<T>(sheetName: string, columns: Array<Partial<Column>>, items: readonly T[], row: (item: T) => Record<string, unknown>): Promise<Buffer> {
  const workbook = await newWorkbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns;
  sheet.getRow(1).font = { bold: true };
  for (const item of items) sheet.addRow(row(item));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

import { ImportRowError } from '../../contract/common';
import { withoutInvisibleCharacters } from '../../shared/invisible-characters';
import { DomainError } from '../../shared/domain-error';
import { TABLE_LIMITS } from '../../shared/upload-limits';
import { fileError } from './file-errors';
import { readCsv } from './read-csv';
import { isXlsx, readXlsx } from './read-xlsx';
import { Cell, TableLimits, TableRow } from './table';

export { fileError } from './file-errors';

/** Legacy .xls (OLE2 compound file): not a ZIP of XML parts, so no reader here takes it. */
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);
/** Exports often put a title or a date above the header. */
const HEADER_SEARCH_ROWS = 10;

/**
 * The rows of an uploaded CSV (any common delimiter, UTF-8 with or without BOM, or Windows-1250) or
 * XLSX file, read as a stream in slices that leave the event loop free (issue 22 §6). A file past
 * `limits` is refused whole (tooManyRows, tooLargeUnpacked), so nothing of it is ever imported.
 */
export async function readTable(file: Buffer, limits: TableLimits = TABLE_LIMITS): Promise<TableRow[]> {
  if (file.subarray(0, 4).equals(OLE2)) throw fileError('unsupportedFormat');
  try {
    return await (isXlsx(file) ? readXlsx(file, limits) : readCsv(file, limits));
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw fileError('unreadable');
  }
}

/** Lower case, no accents, punctuation as spaces: 'Intézmény neve (székhely)' → 'intezmeny neve szekhely'. */
export function headerKey(value: Cell): string {
  return String(value)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export interface LocatedTable<C extends string> {
  columns: Record<C, number | undefined>;
  rows: TableRow[];
}

/**
 * Finds the header row among the first lines by the columns' accepted names (compared by headerKey) and
 * returns the data rows under it. Throws VALIDATION_FAILED on `file` when a required column is missing.
 */
export function locateColumns<C extends string>(table: TableRow[], aliases: Record<C, string[]>, required: NoInfer<C>[]): LocatedTable<C> {
  if (table.length === 0) throw fileError('empty');
  const names = Object.keys(aliases) as C[];
  for (const [index, row] of table.slice(0, HEADER_SEARCH_ROWS).entries()) {
    const keys = row.cells.map(headerKey);
    const columns = Object.fromEntries(
      names.map((name) => [name, keys.findIndex((key) => aliases[name].includes(key))]).map(([n, i]) => [n, (i as number) < 0 ? undefined : i]),
    ) as Record<C, number | undefined>;
    if (required.every((name) => columns[name] !== undefined)) return { columns, rows: table.slice(index + 1) };
  }
  throw fileError('unknownColumns');
}

/** A cell as text, trimmed and without invisible characters: an imported name is shown as it reads (issue 22 §7). */
export const cellText = (cells: Cell[], index: number | undefined): string =>
  index === undefined ? '' : withoutInvisibleCharacters(String(cells[index] ?? '')).trim();

/**
 * The rows whose cells in the import's `columns` were read whole, and the others refused by line, one
 * message per cut cell (`tooLong` of its column: every field is far shorter than the cell limit). A
 * cut cell elsewhere in the row (a column the import does not read) does not matter.
 */
export function refuseCutCells<C extends string>(
  rows: TableRow[],
  columns: Record<C, number | undefined>,
  tooLong: (column: C) => string,
): { rows: TableRow[]; errors: ImportRowError[] } {
  const read = Object.entries(columns).filter((entry): entry is [C, number] => entry[1] !== undefined);
  const whole: TableRow[] = [];
  const errors: ImportRowError[] = [];
  for (const row of rows) {
    const cut = row.cut ? read.filter(([, index]) => row.cut!.includes(index)) : [];
    if (cut.length === 0) whole.push(row);
    else errors.push(...cut.map(([column]) => ({ line: row.line, message: tooLong(column) })));
  }
  return { rows: whole, errors };
}

import { cellText, headerKey, readTable } from '../../../platform/tables/read-table';

const HEADERS = new Set(['kod', 'kodok', 'kuponkod', 'kupon', 'code', 'codes', 'coupon']);

/** Codes from an uploaded text, CSV or XLSX file: the first cell of each row, a header row skipped. */
export async function codesFromFile(buffer: Buffer): Promise<string[]> {
  const rows = await readTable(buffer);
  const first = rows.map((row) => cellText(row.cells, 0)).filter((code) => code !== '');
  return first.length > 0 && HEADERS.has(headerKey(first[0])) ? first.slice(1) : first;
}

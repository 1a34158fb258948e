import { Readable } from 'node:stream';
import type { CellValue, Row, stream } from 'exceljs';
import { tooLargeUnpacked } from './file-errors';
import { TableCollector } from './table-collector';
import { Cell, TableLimits, TableRow } from './table';
import { SheetParts, sheetParts } from './xlsx-parts';
import { storedZip, ZipArchive, ZipSizeLie } from './zip-archive';

/** XLSX files are ZIP archives. */
export const isXlsx = (file: Buffer) => file.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));

/** Stand-ins for the parts exceljs's reader waits for before it reads a sheet without a temporary file. */
const NO_RELATIONSHIPS = Buffer.from('<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>');
const NO_SHARED_STRINGS = Buffer.from('<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>');

const READER_OPTIONS: Partial<stream.xlsx.WorkbookStreamReaderOptions> = { worksheets: 'emit', sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'ignore', entries: 'ignore' };

/**
 * The rows of the first worksheet, streamed (issue 22 §6). The upload's central directory says what
 * its parts unpack to: past `limits.unpackedBytes` the file is refused before its sheet is inflated,
 * and a part that inflates past what it declared is refused as soon as it does. exceljs's streaming reader
 * then gets only the shared strings and that one sheet, inflated slice by slice, so neither memory
 * nor the event loop ever holds the whole sheet. Throws tooManyRows past `limits.rows`, and
 * MalformedZip or exceljs's own error on a file it cannot read.
 */
export async function readXlsx(file: Buffer, limits: TableLimits): Promise<TableRow[]> {
  const archive = new ZipArchive(file);
  const { sheet, sharedStrings } = await partsWithin(archive, limits);
  if (!sheet) return [];
  const input = Readable.from(
    storedZip([
      { name: 'xl/_rels/workbook.xml.rels', size: NO_RELATIONSHIPS.length, bytes: [NO_RELATIONSHIPS] },
      sharedStrings
        ? { name: 'xl/sharedStrings.xml', size: sharedStrings.size, bytes: archive.bytes(sharedStrings) }
        : { name: 'xl/sharedStrings.xml', size: NO_SHARED_STRINGS.length, bytes: [NO_SHARED_STRINGS] },
      { name: 'xl/worksheets/sheet1.xml', size: sheet.size, bytes: archive.bytes(sheet) },
    ]),
  );
  const until = failingWith(input);
  const { stream: excelStreams } = await import('exceljs');
  const table = new TableCollector(limits.rows);
  try {
    for await (const worksheet of until(new excelStreams.xlsx.WorkbookReader(input, READER_OPTIONS))) {
      for await (const row of until(worksheet)) await table.add(row.number, cellsOf(row, limits.columns));
      break;
    }
  } catch (error) {
    throw error instanceof ZipSizeLie ? tooLargeUnpacked(limits.unpackedBytes) : error;
  } finally {
    input.destroy();
  }
  return table.rows;
}

/** The parts to read, refused before the sheet or its strings are inflated if they declare too much. */
async function partsWithin(archive: ZipArchive, limits: TableLimits): Promise<SheetParts> {
  try {
    const parts = await sheetParts(archive);
    const declared = [...parts.index, parts.sheet, parts.sharedStrings].reduce((sum, part) => sum + (part?.size ?? 0), 0);
    if (declared > limits.unpackedBytes) throw tooLargeUnpacked(limits.unpackedBytes);
    return parts;
  } catch (error) {
    throw error instanceof ZipSizeLie ? tooLargeUnpacked(limits.unpackedBytes) : error;
  }
}

/**
 * Iterating exceljs's readers, but failing as soon as their input fails: exceljs pipes its input and
 * never hears of its errors, so a wait on it would last for ever. (Racing each wait against one
 * long-lived promise instead would keep every row read alive, through that promise's reactions.)
 */
function failingWith(input: Readable) {
  let failure: { error: unknown } | undefined;
  let interrupt: ((error: unknown) => void) | undefined;
  input.once('error', (error) => {
    failure = { error };
    interrupt?.(error);
  });
  return async function* until<T>(source: AsyncIterable<T>): AsyncGenerator<T> {
    const iterator = source[Symbol.asyncIterator]();
    try {
      for (;;) {
        if (failure) throw failure.error;
        const next = iterator.next();
        const item = await new Promise<IteratorResult<T>>((resolve, reject) => {
          interrupt = reject;
          next.then(resolve, reject);
        });
        interrupt = undefined;
        if (item.done) return;
        yield item.value;
      }
    } finally {
      interrupt = undefined;
      void iterator.return?.(undefined)?.catch(() => undefined);
    }
  };
}

/** The row's cells by column (row.values is 1-based and sparse), the first `columns` of them. */
function cellsOf(row: Row, columns: number): Cell[] {
  const values = (Array.isArray(row.values) ? row.values.slice(1, columns + 1) : []) as CellValue[];
  return Array.from(values, cellOf);
}

/**
 * A copy of a cell's text that owns its characters. The XML parser hands out slices of the chunk it
 * read; a kept slice would keep its whole chunk alive, and a table of them most of the sheet's XML.
 */
const ownText = (text: string) => (` ${text}`).slice(1);

function cellOf(value: CellValue | undefined): Cell {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return ownText(value);
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return cellOf((value as { result?: CellValue }).result);
  if ('text' in value) return String(value.text);
  return ''; // error values
}

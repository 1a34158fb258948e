import { tooLargeUnpacked } from './file-errors';
import { NO_SHARED_STRINGS, SharedStrings, SharedStringsXml, SheetXml } from './sheet-xml';
import { TableCollector, TimeSlices } from './table-collector';
import { TableLimits, TableRow } from './table';
import { SheetParts, sheetParts } from './xlsx-parts';
import { ZipArchive, ZipPart, ZipSizeLie } from './zip-archive';

/** XLSX files are ZIP archives. */
export const isXlsx = (file: Buffer) => file.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));

/**
 * The rows of the first worksheet, streamed (issue 22 §6, issue 38 §7). The upload's central directory
 * says what its parts unpack to: past `limits.unpackedBytes` the file is refused before its sheet is
 * inflated, and a part that inflates past what it declared is refused as soon as it does. The shared
 * strings and then the sheet are read by the project's own scanner as they inflate, slice by slice:
 * only the first `limits.columns` cells of a row are read, each text is cut at `limits.cellChars` as it
 * arrives (its row then carries the cut), and neither memory nor the event loop ever holds the whole
 * sheet. Throws tooManyRows past `limits.rows`, MalformedZip or MalformedXml on a file it cannot read.
 */
export async function readXlsx(file: Buffer, limits: TableLimits): Promise<TableRow[]> {
  const archive = new ZipArchive(file);
  const { sheet, sharedStrings } = await partsWithin(archive, limits);
  if (!sheet) return [];
  const table = new TableCollector(limits.rows);
  try {
    const strings = sharedStrings ? await readSharedStrings(archive, sharedStrings, limits, table) : NO_SHARED_STRINGS;
    const rows = new SheetXml(strings, limits);
    for await (const chunk of archive.bytes(sheet)) {
      rows.write(chunk);
      for (const { line, cells, cut } of rows.take()) await table.add(line, cells, cut);
      // The rest of the part (merged cells, print settings…) holds no row.
      if (rows.done) return table.rows;
      await table.pause();
    }
    rows.end();
  } catch (error) {
    throw error instanceof ZipSizeLie ? tooLargeUnpacked(limits.unpackedBytes) : error;
  }
  return table.rows;
}

/**
 * Every shared string, each held to `limits.cellChars`. Their total is bounded by the part's size,
 * itself within `limits.unpackedBytes` (an entry costs at least five bytes of XML).
 */
async function readSharedStrings(archive: ZipArchive, part: ZipPart, limits: TableLimits, slices: TimeSlices): Promise<SharedStrings> {
  const xml = new SharedStringsXml(limits);
  for await (const chunk of archive.bytes(part)) {
    xml.write(chunk);
    await slices.pause();
  }
  xml.end();
  return xml.strings;
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

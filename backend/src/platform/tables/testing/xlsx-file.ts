import { crc32, deflateRawSync } from 'node:zlib';

/**
 * Workbooks built byte by byte for specs and journeys, so no large or hostile file is kept in the
 * repository: a sheet of any size, and ZIPs that lie about what they unpack to.
 */

export interface ZipFilePart {
  name: string;
  content: Buffer | string;
  /** What the ZIP claims the part unpacks to, when it should lie (a zip bomb's trick). */
  declaredSize?: number;
}

/** A ZIP of deflated parts: local headers, data, central directory, end record. */
export function zipFile(parts: ZipFilePart[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const content = Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content, 'utf8');
    const data = deflateRawSync(content, { level: 1 });
    const name = Buffer.from(part.name, 'utf8');
    const fields = { crc: crc32(content), compressed: data.length, size: part.declaredSize ?? content.length };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(fields.crc, 14);
    local.writeUInt32LE(fields.compressed, 18);
    local.writeUInt32LE(fields.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(fields.crc, 16);
    central.writeUInt32LE(fields.compressed, 20);
    central.writeUInt32LE(fields.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    directory.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A, B, … Z, AA, …: the letters of a 0-based column index. */
function columnName(index: number): string {
  let name = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  return name;
}

/** One row as sheet XML, text as inline strings, numbers as numbers (1-based row number). */
export function sheetRowXml(number: number, cells: Array<string | number>): string {
  const xml = cells.map((cell, index) => {
    const at = `${columnName(index)}${number}`;
    return typeof cell === 'number' ? `<c r="${at}"><v>${cell}</v></c>` : `<c r="${at}" t="inlineStr"><is><t>${escapeXml(cell)}</t></is></c>`;
  });
  return `<row r="${number}">${xml.join('')}</row>`;
}

const SHEET_START = '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
const SHEET_END = '</sheetData></worksheet>';

/** The parts of a one-sheet workbook around the given sheet XML (rows only, as sheetRowXml writes them). */
export function workbookParts(sheetRows: string | Buffer, sheet: Partial<ZipFilePart> = {}): ZipFilePart[] {
  const rows = Buffer.isBuffer(sheetRows) ? sheetRows : Buffer.from(sheetRows, 'utf8');
  return [
    {
      name: '[Content_Types].xml',
      content:
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    },
    {
      name: '_rels/.rels',
      content:
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    },
    {
      name: 'xl/workbook.xml',
      content:
        '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Lista" sheetId="1" r:id="rId1"/></sheets></workbook>',
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      content:
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    },
    { name: 'xl/worksheets/sheet1.xml', content: Buffer.concat([Buffer.from(SHEET_START), rows, Buffer.from(SHEET_END)]), ...sheet },
  ];
}

/** A one-sheet XLSX of these rows (the first is row 1). */
export const xlsxFile = (rows: Array<Array<string | number>>): Buffer => zipFile(workbookParts(rows.map((cells, index) => sheetRowXml(index + 1, cells)).join('')));

import { Cell, TableLimits, TableRow } from './table';
import { XmlHandler, XmlScanner } from './xml-scanner';
import { CappedText } from './xml-text';

/**
 * The two parts of a workbook an import reads, as SpreadsheetML lays them out (ECMA-376 part 1, §18.3
 * and §18.4), fed to an XmlScanner chunk by chunk. Only the first `columns` columns of a row are read,
 * placed by their cell reference, so a lone cell at XFD costs its own bytes and not 16 384 empty ones;
 * every text is held to `cellChars` while it is read.
 */

/** The shared strings table: each string held to the cap, and which ones were cut. */
export interface SharedStrings {
  texts: string[];
  cut: ReadonlySet<number>;
}

export const NO_SHARED_STRINGS: SharedStrings = { texts: [], cut: new Set() };

type Limits = Pick<TableLimits, 'columns' | 'cellChars'>;

/** `<sst>`: each `<si>`'s text is its `<t>`, or its rich-text runs' `<t>`s; phonetic runs (`<rPh>`) are left out. */
export class SharedStringsXml implements XmlHandler {
  readonly strings = { texts: [] as string[], cut: new Set<number>() };
  private readonly scanner = new XmlScanner(this);
  private readonly current: CappedText;
  private inItem = false;
  private inPhonetic = false;
  private collecting = false;

  constructor(limits: Limits) {
    this.current = new CappedText(limits.cellChars);
  }

  write(chunk: Buffer): void {
    this.scanner.write(chunk);
  }

  end(): void {
    this.scanner.end();
  }

  open(name: string): void {
    if (name === 'si') this.inItem = true;
    else if (name === 'rPh') this.inPhonetic = true;
    else if (name === 't') this.collecting = this.inItem && !this.inPhonetic;
  }

  close(name: string): void {
    if (name === 't') this.collecting = false;
    else if (name === 'rPh') this.inPhonetic = false;
    else if (name === 'si' && this.inItem) {
      const { text, cut } = this.current.take();
      if (cut) this.strings.cut.add(this.strings.texts.length);
      this.strings.texts.push(text);
      this.inItem = false;
    }
  }

  text(bytes: Buffer, start: number, end: number, cdata: boolean): void {
    if (this.collecting) this.current.add(bytes, start, end, cdata);
  }
}

interface OpenRow {
  line: number;
  cells: Cell[];
  cut: number[];
}

/** `<sheetData>`'s rows: `<row r>` of `<c r t>` cells, each with its `<v>` or its inline `<is>` text. */
export class SheetXml implements XmlHandler {
  /** Set at `</sheetData>`: nothing after it is a row, so the rest of the part need not be read. */
  done = false;
  private readonly scanner = new XmlScanner(this);
  private readonly value: CappedText;
  private finished: TableRow[] = [];
  private inData = false;
  private row: OpenRow | undefined;
  private line = 0;
  private column = -1;
  private cell: { column: number; type: string } | undefined;
  private inInline = false;
  private inPhonetic = false;
  private collecting = false;

  constructor(
    private readonly strings: SharedStrings,
    private readonly limits: Limits,
  ) {
    this.value = new CappedText(limits.cellChars);
  }

  write(chunk: Buffer): void {
    this.scanner.write(chunk);
  }

  end(): void {
    this.scanner.end();
  }

  /** The rows completed since the last call, blank ones included (the collector drops them). */
  take(): TableRow[] {
    const rows = this.finished;
    this.finished = [];
    return rows;
  }

  open(name: string, attributes: string): void {
    switch (name) {
      case 'sheetData':
        this.inData = true;
        return;
      case 'row':
        if (!this.inData) return;
        // Without `r`, a row or a cell follows the one before it.
        this.line = rowNumber(attribute(attributes, R)) ?? this.line + 1;
        this.row = { line: this.line, cells: [], cut: [] };
        this.column = -1;
        return;
      case 'c':
        if (!this.row) return;
        this.column = columnIndex(attribute(attributes, R)) ?? this.column + 1;
        // Cells come in column order: the rest of the row is past the limit too.
        if (this.column >= this.limits.columns) this.scanner.skipRestOfParent();
        else this.cell = { column: this.column, type: attribute(attributes, T) ?? 'n' };
        return;
      case 'v':
        this.collecting = this.cell !== undefined;
        return;
      case 'is':
        this.inInline = this.cell !== undefined;
        return;
      case 't':
        this.collecting = this.inInline && !this.inPhonetic;
        return;
      case 'rPh':
        this.inPhonetic = true;
    }
  }

  close(name: string): void {
    switch (name) {
      case 'v':
      case 't':
        this.collecting = false;
        return;
      case 'rPh':
        this.inPhonetic = false;
        return;
      case 'is':
        this.inInline = false;
        return;
      case 'c':
        if (this.cell && this.row) this.store(this.row, this.cell);
        this.cell = undefined;
        return;
      case 'row':
        if (this.row) this.finished.push(finished(this.row));
        this.row = undefined;
        return;
      case 'sheetData':
        this.done = this.inData;
        if (this.done) this.scanner.stop();
    }
  }

  text(bytes: Buffer, start: number, end: number, cdata: boolean): void {
    if (this.collecting) this.value.add(bytes, start, end, cdata);
  }

  private store(row: OpenRow, cell: { column: number; type: string }): void {
    const { text, cut } = this.value.take();
    let value: Cell = text;
    let wasCut = cut;
    switch (cell.type) {
      case 's': {
        const index = text.trim() === '' ? NaN : Number(text);
        value = this.strings.texts[index] ?? '';
        wasCut = this.strings.cut.has(index);
        break;
      }
      case 'inlineStr':
      case 'str':
        break;
      case 'b':
        value = text === '1' ? 'true' : text === '0' ? 'false' : text;
        break;
      case 'e': // an error value (#N/A, #DIV/0!): nothing to import
        value = '';
        break;
      case 'd': {
        const date = new Date(text);
        value = Number.isNaN(date.getTime()) ? text : date.toISOString();
        break;
      }
      default:
        // A number; dates too, as Excel stores them (days since 1900), since styles are not read.
        value = NUMBER.test(text) ? Number(text) : text;
    }
    row.cells[cell.column] = value;
    if (wasCut) row.cut.push(cell.column);
  }
}

const NUMBER = /^\s*[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?\s*$/;
const R = /(?:^|\s)r\s*=\s*(?:"([^"]*)"|'([^']*)')/;
const T = /(?:^|\s)t\s*=\s*(?:"([^"]*)"|'([^']*)')/;

function attribute(attributes: string, pattern: RegExp): string | undefined {
  const match = pattern.exec(attributes);
  return match ? (match[1] ?? match[2]) : undefined;
}

const rowNumber = (reference: string | undefined): number | undefined => {
  const number = reference === undefined ? NaN : Number(reference);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

/** The 0-based column of a reference: "A7" → 0, "XFD7" → 16 383; undefined without letters. */
function columnIndex(reference: string | undefined): number | undefined {
  if (reference === undefined) return undefined;
  let index = 0;
  let at = 0;
  for (; at < reference.length; at++) {
    const code = reference.charCodeAt(at) | 0x20; // lower case
    if (code < 0x61 || code > 0x7a) break;
    index = index * 26 + (code - 0x60);
  }
  return at === 0 ? undefined : index - 1;
}

/** The row's cells, the columns between its cells as empty text (a dense array up to its last cell). */
function finished(row: OpenRow): TableRow {
  const cells = Array.from(row.cells, (cell) => cell ?? '');
  return row.cut.length > 0 ? { line: row.line, cells, cut: row.cut } : { line: row.line, cells };
}

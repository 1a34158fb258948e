import { isUtf8 } from 'node:buffer';
import { Readable } from 'node:stream';
import { parse, type Info, type Options } from 'csv-parse';
import { parse as parseSample } from 'csv-parse/sync';
import { TableCollector, TimeSlices } from './table-collector';
import { TableLimits, TableRow } from './table';

/** Hungarian Excel saves "CSV" with semicolons, other tools with commas or tabs; ties go to the first. */
const DELIMITERS = [';', ',', '\t'] as const;
/** The delimiter is tried on the first lines: a title line above the header has none, the rest agree. */
const SAMPLE_LINES = 20;
/** The file is decoded and handed to the parser in slices of this size. */
const SLICE_BYTES = 64 * 1024;

/**
 * RFC 4180 as spreadsheets write it: quoted fields may hold delimiters, doubled quotes and line
 * breaks; a quote inside an unquoted field is kept as it is; rows may differ in length. Blank lines
 * are records too, so that every row knows the line it starts on.
 */
const CSV_OPTIONS: Options = { relax_column_count: true, relax_quotes: true, skip_empty_lines: false };

/**
 * The rows of an uploaded CSV or text file, streamed through csv-parse: UTF-8 (its BOM dropped) or, when
 * the bytes are not UTF-8, Windows-1250, which is what Hungarian Excel writes when it saves
 * "CSV (pontosvesszővel tagolt)". A cell past `limits.cellChars` is cut there and its row carries the
 * cut; csv-parse holds a field whole until it ends, so one cell costs at most the upload's size
 * (MAX_UPLOAD_BYTES), never more. Throws tooManyRows past `limits.rows`, csv-parse's error on a file it
 * cannot read.
 */
export async function readCsv(file: Buffer, limits: TableLimits): Promise<TableRow[]> {
  const encoding = isUtf8(file) ? 'utf-8' : 'windows-1250';
  const delimiter = detectDelimiter(new TextDecoder(encoding).decode(file.subarray(0, SLICE_BYTES)));
  const table = new TableCollector(limits.rows);
  const parser = Readable.from(decodedSlices(file, encoding, table)).pipe(parse({ ...CSV_OPTIONS, delimiter, info: true }));
  let line = 1;
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: Info }>) {
      const { cells, cut } = capped(record.slice(0, limits.columns), limits.cellChars);
      await table.add(line, cells, cut);
      line = info.lines + 1;
    }
  } finally {
    parser.destroy();
  }
  return table.rows;
}

/** The cells cut at `maxChars`, and which ones were (undefined when none). */
function capped(record: string[], maxChars: number): { cells: string[]; cut?: number[] } {
  let cut: number[] | undefined;
  const cells = record.map((cell, column) => {
    if (cell.length <= maxChars) return cell;
    (cut ??= []).push(column);
    // A copy that owns its characters: a plain slice would keep the whole long field alive.
    return ` ${cell.slice(0, maxChars)}`.slice(1);
  });
  return { cells, cut };
}

/** The candidate that splits the first lines into the most fields; a quoted delimiter does not count. */
export function detectDelimiter(sample: string): string {
  let best: string = ',';
  let bestFields = 0;
  for (const delimiter of DELIMITERS) {
    let fields = 0;
    try {
      parseSample(sample, {
        ...CSV_OPTIONS,
        delimiter,
        to_line: SAMPLE_LINES,
        on_record: (record: string[]) => {
          fields += record.length - 1;
          return record;
        },
      });
    } catch {
      // The wrong delimiter (or a sample cut inside a quoted field): what was split before counts.
    }
    if (fields > bestFields) [best, bestFields] = [delimiter, fields];
  }
  return best;
}

/**
 * The text of the file in slices; a character split between two slices is decoded whole. The event loop
 * turns between slices too, not only between records: one field can be most of the file.
 */
async function* decodedSlices(file: Buffer, encoding: string, slices: TimeSlices): AsyncGenerator<string> {
  // The UTF-8 decoder drops a byte order mark at the start by itself.
  const decoder = new TextDecoder(encoding);
  for (let at = 0; at < file.length; at += SLICE_BYTES) {
    await slices.pause();
    yield decoder.decode(file.subarray(at, at + SLICE_BYTES), { stream: true });
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}

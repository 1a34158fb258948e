import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import type { Column, Worksheet } from 'exceljs';
import { sliceClock } from '../../shared/sliced';

/** One sheet of an export: its columns (a bold title row), then one row per item as `row` makes its cells. */
export interface SheetOf<T> {
  name: string;
  columns: Array<Partial<Column>>;
  /** Read as they are written: a list, or pages of a read model one after another (read-store/in-pages). */
  items: Iterable<T> | AsyncIterable<T>;
  row: (item: T) => Record<string, unknown>;
  /** The title row stays in view while scrolling. */
  frozenTitles?: boolean;
  /** The one row of a sheet with no item, so a reader does not wonder whether it is missing. */
  empty?: string;
}

/** A sheet with its item type folded away, so one workbook holds sheets of different rows. */
export type Sheet = (book: SheetWriter) => Promise<void>;
type SheetWriter = { addSheet(name: string, columns: Array<Partial<Column>>, frozenTitles: boolean): Worksheet; pause(): Promise<void> };

export function sheetOf<T>({ name, columns, items, row, frozenTitles = false, empty }: SheetOf<T>): Sheet {
  return async (book) => {
    const sheet = book.addSheet(name, columns, frozenTitles);
    let written = 0;
    for await (const item of items) {
      sheet.addRow(row(item)).commit();
      written++;
      await book.pause();
    }
    if (written === 0 && empty) sheet.addRow([empty]).commit();
    sheet.commit();
  };
}

/**
 * A workbook written as it is sent (issue 40 §1): exceljs's streaming writer commits each row to the
 * zip as it is made, strings inline (no shared-strings table held until the end), so memory holds a
 * row, not the export; the loop is given back every ~10 ms of work, and while the client has not
 * taken what was written, so a slow download holds neither memory nor the server. A failure midway
 * ends the stream with the error (the response is cut; its headers are already sent).
 */
export function streamedWorkbook(sheets: readonly Sheet[]): Readable {
  const out = new PassThrough();
  void writeInto(out, sheets).catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

let excelJs: Promise<typeof import('exceljs')> | null = null;

/**
 * exceljs, loaded once. Its load holds the loop for a fifth of a second (over a second on a busy
 * machine): the start loads it before it listens (create-app), so no export's first request pays it
 * while others wait.
 */
export function loadExcelJs(): Promise<typeof import('exceljs')> {
  excelJs ??= import('exceljs');
  return excelJs;
}

async function writeInto(out: PassThrough, sheets: readonly Sheet[]): Promise<void> {
  const { stream } = await loadExcelJs();
  const book = new stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const clock = sliceClock();
  const writer: SheetWriter = {
    addSheet(name, columns, frozenTitles) {
      const sheet = book.addWorksheet(name, frozenTitles ? { views: [{ state: 'frozen', ySplit: 1 }] } : {});
      sheet.columns = columns;
      sheet.getRow(1).font = { bold: true };
      return sheet;
    },
    async pause() {
      if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
      // A download the client gave up: stop writing rather than wait for a drain that never comes.
      if (out.destroyed) throw new Error('the download was closed before its end');
      await clock.pause();
    },
  };
  for (const sheet of sheets) await sheet(writer);
  await book.commit();
}

/** A one-sheet export (Hungarian Excel mangles UTF-8 CSV), streamed. */
export function tableWorkbook<T>(sheetName: string, columns: Array<Partial<Column>>, items: SheetOf<T>['items'], row: (item: T) => Record<string, unknown>): Readable {
  return streamedWorkbook([sheetOf({ name: sheetName, columns, items, row })]);
}

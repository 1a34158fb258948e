import { setImmediate as nextTurn } from 'node:timers/promises';
import { Cell, TableRow } from './table';
import { tooManyRows } from './file-errors';

/**
 * Records parsed between two turns of the event loop. A slice of 250 takes a few milliseconds even
 * for wide rows, so /api/health and every other request are answered while a large file is read.
 */
const RECORDS_PER_SLICE = 250;

/** The rows of a table as its reader finds them: blank ones dropped, at most `maxRows` kept. */
export class TableCollector {
  readonly rows: TableRow[] = [];
  private seen = 0;

  constructor(private readonly maxRows: number) {}

  /** Throws tooManyRows on the first row past the limit, so the rest of the file is never read. */
  async add(line: number, cells: Cell[]): Promise<void> {
    if (++this.seen % RECORDS_PER_SLICE === 0) await nextTurn();
    if (cells.every((cell) => String(cell).trim() === '')) return;
    if (this.rows.length === this.maxRows) throw tooManyRows(this.maxRows);
    this.rows.push({ line, cells });
  }
}

import { setImmediate as nextTurn } from 'node:timers/promises';
import { Cell, TableRow } from './table';
import { tooManyRows } from './file-errors';

/**
 * How long a reader may parse before it lets the event loop turn: /api/health and every other request
 * are answered between two slices while a large file is read. Measured in time rather than rows, as a
 * row of a wide export costs a hundred times one of three cells.
 */
const SLICE_MS = 10;

/** The rows of a table as its reader finds them: blank ones dropped, at most `maxRows` kept. */
export class TableCollector {
  readonly rows: TableRow[] = [];
  private sliceStarted = performance.now();

  constructor(private readonly maxRows: number) {}

  /** Throws tooManyRows on the first row past the limit, so the rest of the file is never read. */
  async add(line: number, cells: Cell[]): Promise<void> {
    if (performance.now() - this.sliceStarted > SLICE_MS) {
      await nextTurn();
      this.sliceStarted = performance.now();
    }
    if (cells.every((cell) => String(cell).trim() === '')) return;
    if (this.rows.length === this.maxRows) throw tooManyRows(this.maxRows);
    this.rows.push({ line, cells });
  }
}

import { sliceClock } from '../../shared/sliced';
import { Cell, TableRow } from './table';
import { tooManyRows } from './file-errors';

/**
 * How long a reader may parse before it lets the event loop turn: /api/health and every other request
 * are answered between two slices while a large file is read. Measured in time rather than rows, as a
 * row of a wide export costs a hundred times one of three cells.
 */
const SLICE_MS = 10;

/** Work done in slices of SLICE_MS (shared/sliced): `pause` lets the event loop turn once a slice is used up. */
export class TimeSlices {
  private readonly clock = sliceClock(SLICE_MS);

  async pause(): Promise<void> {
    await this.clock.pause();
  }
}

/** The rows of a table as its reader finds them: blank ones dropped, at most `maxRows` kept. */
export class TableCollector extends TimeSlices {
  readonly rows: TableRow[] = [];

  constructor(private readonly maxRows: number) {
    super();
  }

  /**
   * Throws tooManyRows on the first row past the limit, so the rest of the file is never read. A row
   * with a cut cell is never blank: it is kept, to be refused by the import with its line.
   */
  async add(line: number, cells: Cell[], cut?: number[]): Promise<void> {
    await this.pause();
    if (!cut && cells.every((cell) => String(cell).trim() === '')) return;
    if (this.rows.length === this.maxRows) throw tooManyRows(this.maxRows);
    this.rows.push(cut ? { line, cells, cut } : { line, cells });
  }
}

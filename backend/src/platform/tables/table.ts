/** A cell as a spreadsheet gives it: XLSX keeps numbers as numbers, CSV has text only. */
export type Cell = string | number;

/** One record of an uploaded table; `line` is 1-based where the record starts in the file. */
export interface TableRow {
  line: number;
  cells: Cell[];
  /**
   * The columns (0-based) whose cell was longer than `TableLimits.cellChars`: the cell holds its first
   * `cellChars` characters, the rest was never kept. Absent when no cell was cut.
   */
  cut?: number[];
}

/** What a reader may take from one file: the imports read with TABLE_LIMITS (shared/upload-limits.ts). */
export interface TableLimits {
  rows: number;
  unpackedBytes: number;
  columns: number;
  cellChars: number;
}

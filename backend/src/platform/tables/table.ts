/** A cell as a spreadsheet gives it: XLSX keeps numbers as numbers, CSV has text only. */
export type Cell = string | number;

/** One record of an uploaded table; `line` is 1-based where the record starts in the file. */
export interface TableRow {
  line: number;
  cells: Cell[];
}

/**
 * How much an upload may be, in one place (issue 22 §6): the server enforces these, the OpenAPI
 * description of every import states them, and the admin screens say them in Hungarian
 * (i18n/table-limit-texts.ts).
 */

export const MEBIBYTE = 1024 * 1024;

/** One uploaded file of any kind (issue 14 §5): a 10 000-row CSV with every column of a KIR export still fits. */
export const MAX_UPLOAD_BYTES = 20 * MEBIBYTE;

/**
 * A table import (schools, members, coupon codes). Hungary has about 5 000 schools with an OM id, the
 * club's member list is smaller, and the codes pasted at once stop at 10 000: no real import needs
 * more rows than that (a header or a title row included). An XLSX is a ZIP; what its read parts unpack
 * to is capped too, so a small file cannot hide a huge sheet (a "zip bomb"): the most verbose writers
 * spend about 100 bytes a cell, so 10 000 rows of 100 columns fit.
 */
export const TABLE_LIMITS = {
  rows: 10_000,
  unpackedBytes: 100 * MEBIBYTE,
  /**
   * Cells past this column are not read (nor refused): no import looks that far, and a lone cell in the
   * last column of a sheet (XFD) would otherwise make every row 16 384 cells long.
   */
  columns: 64,
  /**
   * A cell's text is read up to this many characters, Excel's own limit for a cell, so nothing a
   * spreadsheet program saves is ever cut; a longer one (a 90 MB inline string) is cut while it is read
   * and never held, and the import refuses its row (issue 38 §7). Every field an import fills is far
   * shorter, so a cut cell is always a refused one.
   */
  cellChars: 32_767,
} as const;

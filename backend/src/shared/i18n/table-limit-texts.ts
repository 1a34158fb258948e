import { MEBIBYTE, TABLE_LIMITS } from '../upload-limits';

/** Thousands grouped by a space, the Hungarian way: 10000 → "10 000". */
export const groupedDigits = (count: number): string => String(count).replace(/\B(?=(\d{3})+$)/g, ' ');

export const tooManyRowsText = (rows: number) => `A fájl túl nagy: legfeljebb ${groupedDigits(rows)} sor`;
export const tooLargeUnpackedText = (bytes: number) => `A fájl túl nagy: kibontva legfeljebb ${groupedDigits(Math.round(bytes / MEBIBYTE))} MB`;

/**
 * What an admin reads when a table file passes a limit of TABLE_LIMITS: the server sends it with the
 * field error, and the import screens show it (issue 22 §6).
 */
export const TABLE_LIMIT_TEXTS = {
  tooManyRows: tooManyRowsText(TABLE_LIMITS.rows),
  tooLargeUnpacked: tooLargeUnpackedText(TABLE_LIMITS.unpackedBytes),
} as const;

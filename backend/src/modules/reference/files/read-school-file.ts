import { ImportRowError } from '../../../contract/common';
import { cellText, locateColumns, readTable, refuseCutCells } from '../../../platform/tables/read-table';
import { Cell } from '../../../platform/tables/table';
import { cleanSchoolRow, SCHOOL_ROW_TEXTS, SchoolRow, schoolRowProblems } from '../domain/school-row';

export interface SchoolFile {
  rows: SchoolRow[];
  errors: ImportRowError[];
}

/** English headers, and the Hungarian ones of hand-made lists and of KIR's institution export. */
const ALIASES = {
  om: ['om', 'om azonosito', 'om kod', 'intezmeny om kodja', 'om azonosito szam'],
  name: ['name', 'nev', 'intezmeny neve', 'intezmenynev', 'intezmeny neve szekhely'],
  city: ['city', 'telepules', 'varos', 'intezmeny cime telepules szekhely'],
};

/** Excel turns a typed OM id into a number and drops its leading zero (031234 → 31234). */
function omText(cell: Cell | undefined): string {
  return typeof cell === 'number' && Number.isInteger(cell) && cell >= 0 && cell < 1e6 ? String(cell).padStart(6, '0') : String(cell ?? '');
}

/** A cell cut at the table's cell limit: longer than any of these fields. */
const CUT_TEXTS = { om: SCHOOL_ROW_TEXTS.omDigits, name: SCHOOL_ROW_TEXTS.nameTooLong, city: SCHOOL_ROW_TEXTS.cityTooLong } as const;

/** Parses an uploaded school list (CSV or XLSX): the valid rows, and the bad ones by line. */
export async function readSchoolFile(buffer: Buffer): Promise<SchoolFile> {
  const located = locateColumns(await readTable(buffer), ALIASES, ['om', 'name', 'city']);
  const { columns } = located;
  const { rows, errors } = refuseCutCells(located.rows, columns, (column) => CUT_TEXTS[column]);
  const file: SchoolFile = { rows: [], errors };
  for (const { line, cells } of rows) {
    const row = cleanSchoolRow({ om: omText(cells[columns.om!]), name: cellText(cells, columns.name), city: cellText(cells, columns.city) });
    const problems = schoolRowProblems(row);
    if (problems.length === 0) file.rows.push(row);
    else file.errors.push(...problems.map((message) => ({ line, message })));
  }
  file.errors.sort((a, b) => a.line - b.line);
  return file;
}

import { ImportRowError } from '../../../contract/common';
import { ImportedMember } from '../domain/user.events';
import { MemberFile } from './member-file';

export const TAKEN_ROW_TEXT = 'Ez az email cím már foglalt.';
export const REPEATED_ROW_TEXT = (firstLine: number) => `Ez az e-mail-cím a lista ${firstLine}. sorában már szerepel.`;

export interface MemberImportPlan {
  /** Rows read (each line with a member or a fault). */
  rows: number;
  /** The members to import, each to be mailed a completion link, in the file's order. */
  members: Array<{ line: number; member: ImportedMember }>;
  /** Rows left out by line: bad ones, addresses already in the club, and an address the list repeats. */
  errors: ImportRowError[];
}

/**
 * What importing a read list would do (issue 41 §4): the preview shows it and the import carries it
 * out, so both say the same of every row. `taken` tells the addresses the club already has.
 */
export function planMemberImport(file: MemberFile, taken: ReadonlySet<string>): MemberImportPlan {
  const plan: MemberImportPlan = { rows: 0, members: [], errors: [...file.errors] };
  const firstLine = new Map<string, number>();
  for (const row of file.members) {
    const { email } = row.member;
    const earlier = firstLine.get(email);
    if (taken.has(email)) plan.errors.push({ line: row.line, message: TAKEN_ROW_TEXT });
    else if (earlier !== undefined) plan.errors.push({ line: row.line, message: REPEATED_ROW_TEXT(earlier) });
    else {
      firstLine.set(email, row.line);
      plan.members.push(row);
    }
  }
  plan.rows = new Set([...file.members.map(({ line }) => line), ...file.errors.map(({ line }) => line)]).size;
  plan.errors.sort((a, b) => a.line - b.line);
  return plan;
}

import type { AdminUserView } from '@backend/contract/admin-users';

/** SPEC §9: the activated-users table. */
export const PAGE_SIZES = [5, 10, 20, 500, 2000] as const;
export const DEFAULT_PAGE_SIZE = 20;

/** Case- and accent-insensitive: "kovacs" finds "Kovács". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLocaleLowerCase('hu-HU');
}

/** SPEC §9: the search box matches the full name and the e-mail address. */
export function matchesSearch(user: Pick<AdminUserView, 'fullName' | 'email'>, search: string): boolean {
  const needle = fold(search.trim());
  if (!needle) return true;
  return fold(user.fullName).includes(needle) || fold(user.email).includes(needle);
}

export interface Page<T> {
  rows: T[];
  /** 0-based index of the page shown (clamped to the last page). */
  page: number;
  pageCount: number;
  /** 1-based positions of the first and last row shown; 0 when empty. */
  from: number;
  to: number;
  total: number;
}

export function paginate<T>(rows: T[], page: number, pageSize: number): Page<T> {
  const total = rows.length;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(0, page), pageCount - 1);
  const start = current * pageSize;
  const shown = rows.slice(start, start + pageSize);
  return { rows: shown, page: current, pageCount, from: shown.length ? start + 1 : 0, to: start + shown.length, total };
}

import { Move } from '../shared/moved';

/** Answers several calls share. */

/** A call that creates something answers its new id. */
export interface CreatedId {
  id: string;
}

/** A call that only acknowledges answers `{}`. */
export type Done = Record<string, never>;

/** Drag and drop (SPEC §4): the item at `oldIndex` moves to `newIndex`. */
export type MoveBody = Move;

/** A row of an imported file that was left out, by its line number in the file. */
export interface ImportRowError {
  line: number;
  message: string;
}

/**
 * What one page of a list the server pages says about itself (issue 40); each list names its page
 * (`interface UserPage extends PageInfo { items: AdminUserView[] }`: the schema generator describes no
 * generic types). `page` counts from 1, `total` is every row the filters match. A list asked without
 * `page`/`pageSize` answers its SPEC shape, capped at `MAX_PAGE_SIZE` rows (docs/decisions/0092).
 */
export interface PageInfo {
  total: number;
  page: number;
  pageSize: number;
}

/** The direction a list sorted by a column runs in. */
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The paging parameters every paged list takes. */
export interface PageQuery {
  page?: number;
  pageSize?: number;
}

/**
 * An export of the ticked rows (issue 41 §7): `?users=a,b,…` names them, at most CHOSEN_EXPORT_MAX, so
 * the link stays well inside what a server reads of a URL; without it, the whole list.
 */
export const CHOSEN_EXPORT_MAX = 200;
export interface ChosenExportQuery {
  /** Comma-separated on the wire (`?users=a,b`), read as the list of ids. */
  users?: string[];
}

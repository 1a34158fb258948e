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

import { Command } from '../../../shared/decider';
import { SchoolRow } from './school-row';

/**
 * `newIds[i]` becomes the id of `rows[i]` when its OM id is new: ids come from the caller so the
 * decider stays deterministic.
 */
export type ImportSchools = Command<'ImportSchools', { rows: SchoolRow[]; newIds: string[] }>;

export type SchoolsCommand = ImportSchools;

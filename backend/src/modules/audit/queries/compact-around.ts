import type { ReplayedRecord } from '../../../platform/projections/record-replay';
import type { Around } from './record-replays';

/**
 * What a trail row shows of its record around its event (record-words `changedFields` and `namesWanted`,
 * trail-target `targetName`): the names, and before and after only the fields that differ between them.
 * An export keeps one for each of up to 10,000 rows while it words them; a whole record (a service with
 * every sign-up it had) would make that the size of the streams.
 */
export function compactAround({ before, after, now }: Around): Around {
  const changed = after ? Object.keys(after.fields).filter((field) => JSON.stringify(before?.fields[field] ?? null) !== JSON.stringify(after.fields[field] ?? null)) : [];
  const only = (record: ReplayedRecord | null): ReplayedRecord | null =>
    record && { ...(record.name !== undefined && { name: record.name }), fields: Object.fromEntries(changed.filter((field) => field in record.fields).map((field) => [field, record.fields[field]])) };
  return { before: only(before), after: only(after), now: now && { ...(now.name !== undefined && { name: now.name }), fields: {} } };
}

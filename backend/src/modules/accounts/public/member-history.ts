import type { RecordedEvent, Recorded } from '../../../platform/event-store/event-store.port';
import type { FieldValue } from '../../../contract/audit';
import { UserErased, UserEvent, userStream } from '../domain/user.events';
import { UserDoc, usersProjection } from '../projections/users.projection';

/** What a member's record showed staff, field by field: never hashes or codes. */
const SHOWN: ReadonlyArray<keyof UserDoc> = [
  'lastName', 'firstName', 'nickName', 'email', 'phone', 'zip', 'city', 'schoolId', 'schoolOm', 'personalId',
  'altalanosIskola', 'gimnazium', 'szakgimnazium', 'szakmaiTargy', 'idenErettsegi', 'felsooktatas',
  'status', 'registered', 'admin', 'needsProfileCheck',
];

export const memberStreamOf = userStream;

/**
 * The member's record right after the last of `events`, folded with the members' read model's own
 * evolve (the one the admin tables are built with); null before the member existed.
 */
export function memberRecordAfter(events: readonly RecordedEvent[]): Record<string, FieldValue> | null {
  const doc = events.reduce<UserDoc | null>(
    (current, event) => (usersProjection.handles.includes(event.type as UserEvent['type']) ? usersProjection.evolve(current, event as Recorded<UserEvent | UserErased>) : current),
    null,
  );
  if (!doc) return null;
  return Object.fromEntries(SHOWN.map((field) => [field, (doc[field] ?? null) as FieldValue]));
}

import type { RecordedEvent, Recorded } from '../../../platform/event-store/event-store.port';
import type { FieldValue } from '../../../contract/audit';
import { RecordReplay } from '../../../platform/projections/record-replay';
import { memberStatusShown } from '../domain/accounts.texts';
import { UserErased, UserEvent } from '../domain/user.events';
import { UserDoc, usersProjection } from '../projections/users.projection';

/**
 * What a member's record showed staff, field by field, in the user edit form's order: never hashes or
 * codes. The status is the one the admin screens show, which also says whether a password is set.
 */
const SHOWN = [
  'lastName', 'firstName', 'nickName', 'email', 'phone', 'zip', 'city', 'schoolId', 'schoolOm', 'personalId',
  'altalanosIskola', 'gimnazium', 'szakgimnazium', 'szakmaiTargy', 'idenErettsegi', 'felsooktatas',
  'status', 'admin', 'needsProfileCheck', 'rejectionReason',
] as const satisfies ReadonlyArray<keyof UserDoc>;

const handled = (event: RecordedEvent) => usersProjection.handles.includes(event.type as UserEvent['type']);

/** A member's stream, folded with the members' read model's own evolve (the one the admin tables are built with). */
export const memberReplay: RecordReplay<UserDoc | null> = {
  initial: () => null,
  evolve: (doc, event) => (handled(event) ? usersProjection.evolve(doc, event as Recorded<UserEvent | UserErased>) : doc),
  record(doc) {
    if (!doc) return null;
    const status = memberStatusShown({ activated: doc.status === 'activated', rejected: doc.status === 'rejected', registered: doc.registered });
    const fields: Record<string, FieldValue> = Object.fromEntries(SHOWN.map((field) => [field, (doc[field] ?? null) as FieldValue]));
    return { name: `${doc.lastName} ${doc.firstName}`.trim(), fields: { ...fields, status } };
  },
};

/** The partner site a consent event of the member's stream names, if it is one. */
export function consentPartnerOf(event: RecordedEvent): string | null {
  if (event.type !== 'PartnerConsentGranted' && event.type !== 'PartnerConsentRevoked') return null;
  const partnerId = (event.data as { partnerId?: unknown }).partnerId;
  return typeof partnerId === 'string' ? partnerId : null;
}

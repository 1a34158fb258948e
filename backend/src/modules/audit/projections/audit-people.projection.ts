import { Projection } from '../../../platform/projections/projection';
import { ERASURE_EVENT_TYPE, fullNameOf, NAME_EVENT_TYPES } from '../../accounts/public/audit-entries';
import { readModel } from '../../../platform/read-store/read-model';

/** A person's names over time, so a trail row shows the name as it was; deleted with the person. */
export interface AuditPersonDoc {
  _id: string;
  names: Array<{ from: number; name: string }>;
  [key: string]: unknown;
}

export const AUDIT_PEOPLE = readModel<AuditPersonDoc>('audit-people');

export const auditPeopleProjection: Projection<AuditPersonDoc> = {
  model: AUDIT_PEOPLE,
  version: 1,
  handles: [...NAME_EVENT_TYPES, ERASURE_EVENT_TYPE],
  documentId: (event) => String((event.data as { userId: unknown }).userId),
  evolve(doc, event) {
    if (event.type === ERASURE_EVENT_TYPE) return null;
    const data = event.data as Record<string, unknown>;
    const name = fullNameOf(data);
    // A profile update without a name change adds nothing.
    if (doc && doc.names.at(-1)?.name === name) return doc;
    return { _id: String(data.userId), names: [...(doc?.names ?? []), { from: event.position, name }] };
  },
};

/** The name a person had at a position of the log; null when the person was erased. */
export function nameAt(person: AuditPersonDoc | undefined, position: number): string | null {
  if (!person) return null;
  const known = person.names.filter((entry) => entry.from <= position);
  return (known.at(-1) ?? person.names[0])?.name ?? null;
}

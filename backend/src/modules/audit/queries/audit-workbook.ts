import { formatMoment } from '../../../shared/budapest-time';
import { tableWorkbook } from '../../../platform/tables/new-workbook';
import type { AuditEntryView, FieldValue, PersonRef } from '../../../contract/audit';
import { AUDIT_ACTION_TEXTS, AUDIT_FIELD_LABELS, ERASED_PERSON, SYSTEM_ACTOR } from '../../../shared/i18n/audit-texts';

const person = (ref: PersonRef | null, none = '') => (ref ? (ref.name ?? ERASED_PERSON) : none);
const value = (field: FieldValue) => (Array.isArray(field) ? field.join('; ') : field === null ? '' : String(field));

/** The trail's rows of the current filter, as the screen shows them (issue 12 §2). */
export async function auditWorkbook(entries: AuditEntryView[]): Promise<Buffer> {
  const columns = [
    { header: 'Időpont', key: 'at', width: 20 },
    { header: 'Ki', key: 'actor', width: 26 },
    { header: 'Művelet', key: 'action', width: 36 },
    { header: 'Érintett', key: 'target', width: 30 },
    { header: 'Tag', key: 'member', width: 26 },
    { header: 'Darab', key: 'count', width: 8 },
    { header: 'Változások', key: 'changes', width: 60 },
  ];
  return tableWorkbook('Napló', columns, entries, (entry) => ({
    at: formatMoment(entry.at),
    actor: person(entry.actor, SYSTEM_ACTOR),
    action: AUDIT_ACTION_TEXTS[entry.action],
    target: entry.target.kind === 'member' && entry.target.id ? (entry.target.name ?? ERASED_PERSON) : (entry.target.name ?? ''),
    member: person(entry.member),
    count: entry.count ?? '',
    changes: entry.changes.map((c) => `${AUDIT_FIELD_LABELS[c.field] ?? c.field}: ${value(c.before)} → ${value(c.after)}`).join('\n'),
  }));
}

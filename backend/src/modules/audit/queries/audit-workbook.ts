import { formatMoment } from '../../../shared/budapest-time';
import type { Readable } from 'node:stream';
import { SheetOf, tableWorkbook } from '../../../platform/tables/new-workbook';
import type { AuditEntryView, FieldChange, FieldWords, PersonRef } from '../../../contract/audit';
import { AUDIT_ACTION_TEXTS } from '../../../module-lists/audit-actions';
import { fieldLabel } from '../../../module-lists/record-texts';
import { ERASED_PERSON, SYSTEM_ACTOR } from '../domain/audit.texts';
import { EMPTY_VALUE } from '../../../shared/i18n/field-words';

const person = (ref: PersonRef | null, none = '') => (ref ? (ref.name ?? ERASED_PERSON) : none);
const value = (words: FieldWords) => (words === null ? EMPTY_VALUE : Array.isArray(words) ? words.join(', ') : String(words));
const change = (entry: AuditEntryView, c: FieldChange) => `${fieldLabel(entry.target.kind, c.field)}: ${value(c.before)} → ${value(c.after)}`;

/** The trail's rows of the current filter, in the words the screen uses (issue 12 §2, issue 21 §3). */
export function auditWorkbook(entries: SheetOf<AuditEntryView>['items']): Readable {
  const columns = [
    { header: 'Időpont', key: 'at', width: 20 },
    { header: 'Ki', key: 'actor', width: 26 },
    { header: 'Művelet', key: 'action', width: 36 },
    { header: 'Érintett', key: 'target', width: 30 },
    { header: 'Tag', key: 'member', width: 26 },
    { header: 'Darab', key: 'count', width: 8 },
    { header: 'Változások', key: 'changes', width: 60 },
    { header: 'Részletek', key: 'about', width: 40 },
  ];
  return tableWorkbook('Napló', columns, entries, (entry) => ({
    at: formatMoment(entry.at),
    actor: person(entry.actor, SYSTEM_ACTOR),
    action: AUDIT_ACTION_TEXTS[entry.action],
    target: entry.target.name,
    member: person(entry.member),
    count: entry.count ?? '',
    changes: entry.changes.map((c) => change(entry, c)).join('\n'),
    about: entry.about ?? '',
  }));
}

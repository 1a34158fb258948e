import { hu } from '@/i18n/hu';
import type { FieldValue, PersonRef } from '@backend/contract/audit';

/** A field's value as the history and the trail show it. */
export function fieldValueText(value: FieldValue): string {
  if (value === null || value === '') return hu.history.empty;
  if (typeof value === 'boolean') return value ? hu.history.yes : hu.history.no;
  if (Array.isArray(value)) return value.length === 0 ? hu.history.empty : value.join(', ');
  return String(value);
}

export const fieldLabel = (field: string) => hu.auditFields[field] ?? field;

/** A person's name then; an erased person is "Törölt tag", the system "Rendszer". */
export const personName = (person: PersonRef | null) => (person === null ? hu.adminAudit.system : (person.name ?? hu.adminAudit.erased));

import { huAdmin } from '@/i18n/hu-admin';
import type { FieldValue, PersonRef } from '@backend/contract/audit';

/** A field's value as the history and the trail show it. */
export function fieldValueText(value: FieldValue): string {
  if (value === null || value === '') return huAdmin.history.empty;
  if (typeof value === 'boolean') return value ? huAdmin.history.yes : huAdmin.history.no;
  if (Array.isArray(value)) return value.length === 0 ? huAdmin.history.empty : value.join(', ');
  return String(value);
}

export const fieldLabel = (field: string) => huAdmin.auditFields[field] ?? field;

/** A person's name then; an erased person is "Törölt tag", the system "Rendszer". */
export const personName = (person: PersonRef | null) => (person === null ? huAdmin.adminAudit.system : (person.name ?? huAdmin.adminAudit.erased));

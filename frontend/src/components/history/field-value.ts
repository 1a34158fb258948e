import { huAdmin } from '@/i18n/hu-admin';
import type { FieldWords, PersonRef } from '@backend/contract/audit';

/** A field's value as the history and the trail show it: the server sends it in words; an empty field reads "(üres)". */
export function fieldValueText(value: FieldWords): string {
  if (value === null || value === '') return huAdmin.history.empty;
  if (Array.isArray(value)) return value.length === 0 ? huAdmin.history.empty : value.join(', ');
  return String(value);
}

/** A person's name then; an erased person is "Törölt tag", the system "Rendszer". */
export const personName = (person: PersonRef | null) => (person === null ? huAdmin.adminAudit.system : (person.name ?? huAdmin.adminAudit.erased));

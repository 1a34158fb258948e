import { AUDIT_TARGET_TEXTS } from '../../../module-lists/audit-actions';
import { AUDIT_TARGET_KIND_TEXTS, ERASED_PERSON } from '../domain/audit.texts';
import { AuditRowDoc } from '../projections/audit.projection';
import { NameBook } from './names';
import { PeopleAt } from './people';
import { Around } from './record-replays';

/** Rows whose target is a record of a stream of many (a material, a group, a category): named by the replay. */
export const namedByReplay = (row: AuditRowDoc) => row.targetKind === 'material' || row.targetKind === 'category';

/**
 * What a trail row touched, in words ("Érintett"): a member as they were called then ("Törölt tag"
 * once erased, as in issue 12); a service, partner site, material, group or category as it is called
 * now, so a row of its first moment ("Új tananyag") still says which one it is, a deleted one by its
 * last name; and a row without a record of its own by what it touched (the school list, an export).
 * Never empty, never an id.
 */
export function targetName(row: AuditRowDoc, people: PeopleAt, names: NameBook, around: Around | undefined): string {
  const { targetKind: kind, targetId: id } = row;
  const fallback = AUDIT_TARGET_TEXTS[row.action] ?? AUDIT_TARGET_KIND_TEXTS[kind];
  if (kind === 'member') return id ? (people.ref(id, row.position)?.name || ERASED_PERSON) : fallback;
  if (!id) return fallback;
  if (kind === 'service' || kind === 'partner') return names.of(kind, id) ?? fallback;
  if (namedByReplay(row)) return around?.now?.name ?? around?.after?.name ?? around?.before?.name ?? fallback;
  return fallback;
}

import type { AuditTargetKind } from '../../../shared/audit';
import { withArticle } from '../../../shared/i18n/hungarian-article';

/**
 * The audit trail's own words, beside each module's actions and record texts (collected in
 * `module-lists/`): the admin screens (through `hu-admin.ts`) and the trail's XLSX export read them.
 */

/**
 * What a look at personal data saw, in words (issue 22 §2), shown beside the row's action on the trail
 * and in its export: the moment of a history that was read, how many people a list held, a format.
 */
export const AUDIT_LOOK_TEXTS = {
  /** A history shows the record as it was right after one of its events ("„Aktiválták”", or "a 3. esemény"). */
  stateAfter: (event: string, moment: string) => `Állapot: ${event} után (${moment})`,
  namedEvent: (text: string) => `„${text}”`,
  /** An event the history has no words for: its place in the stream. */
  nthEvent: (revision: number) => `${withArticle(`${revision + 1}.`)} esemény`,
  formats: { xlsx: 'Excel (XLSX)', json: 'JSON' } as const,
};

/** What the trail and the histories call an erased person. */
export const ERASED_PERSON = 'Törölt tag';
export const SYSTEM_ACTOR = 'Rendszer';

/** The last resort for a target whose record cannot be found any more: what kind of thing it was. */
export const AUDIT_TARGET_KIND_TEXTS: Record<AuditTargetKind, string> = {
  member: ERASED_PERSON,
  service: 'Szolgáltatás',
  category: 'Kategória',
  material: 'Tananyag',
  partner: 'Partneroldal',
  company: 'Cégjelentkezés',
  schools: 'Iskolalista',
  export: 'Export',
};

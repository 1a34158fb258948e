import type { AuditAction, AuditTargetKind } from '../audit';
import { withArticle } from './hungarian-article';

/**
 * The Hungarian texts of the audit trail and the histories: the one registry both the admin screens
 * (through `hu-admin.ts`) and the trail's XLSX export read. Field labels and values in words are in
 * `field-labels.ts` and `field-words.ts`, shared with the edit forms.
 */
export const AUDIT_ACTION_TEXTS: Record<AuditAction, string> = {
  'member.activated': 'Tag aktiválása',
  'member.disabled': 'Tag letiltása',
  'member.edited': 'Tag adatainak módosítása',
  'member.erased': 'Tag törlése',
  'member.erased_self': 'Saját fiók törlése',
  'member.imported': 'Tagok importálása',
  'member.check_requested': 'Adategyeztetés kérése',
  'member.record_viewed': 'Tag adatlapjának megtekintése',
  'member.history_viewed': 'Tag előzményeinek megtekintése',
  'partner.consent_granted': 'Adatmegosztás engedélyezése partneroldallal',
  'partner.consent_revoked': 'Partneroldal hozzáférésének visszavonása',
  'signup.created': 'Jelentkezés szolgáltatásra',
  'signup.cancelled': 'Jelentkezés visszavonása',
  'signup.approved': 'Jelentkezés jóváhagyása',
  'signup.rejected': 'Jelentkezés elutasítása',
  'signup.unapproved': 'Jóváhagyás visszavonása',
  'signup.deleted': 'Jelentkezés törlése',
  'service.created': 'Szolgáltatás létrehozása',
  'service.changed': 'Szolgáltatás módosítása',
  'service.archived': 'Szolgáltatás archiválása',
  'service.restored': 'Szolgáltatás visszaállítása',
  'service.reordered': 'Szolgáltatások átrendezése',
  'service.file_added': 'Fájl feltöltése',
  'service.file_removed': 'Fájl törlése',
  'service.codes_added': 'Kuponkódok hozzáadása',
  'service.history_viewed': 'Szolgáltatás előzményeinek megtekintése',
  'category.created': 'Kategória létrehozása',
  'category.renamed': 'Kategória átnevezése',
  'category.reordered': 'Kategóriák átrendezése',
  'material.group_created': 'Tananyagcsoport létrehozása',
  'material.group_tags_set': 'Tananyagcsoport címkéinek módosítása',
  'material.group_deleted': 'Tananyagcsoport törlése',
  'material.groups_reordered': 'Tananyagcsoportok átrendezése',
  'material.created': 'Tananyag létrehozása',
  'material.edited': 'Tananyag módosítása',
  'material.file_attached': 'Tananyagfájl feltöltése',
  'material.deleted': 'Tananyag törlése',
  'material.reordered': 'Tananyagok átrendezése',
  'partner.registered': 'Partneroldal felvétele',
  'partner.changed': 'Partneroldal módosítása',
  'partner.consents_viewed': 'Partneroldal hozzájárulásainak megtekintése',
  'schools.imported': 'Iskolalista importálása',
  'export.members': 'Klubtagok exportálása',
  'export.signups': 'Jelentkezők exportálása',
  'export.audit': 'Napló exportálása',
  'export.own_data': 'Saját adatok letöltése',
};

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

/** How many people (or rows) a list or an export held, by its action. */
export const AUDIT_LOOK_COUNTS: Partial<Record<AuditAction, (count: number) => string>> = {
  'service.history_viewed': (count) => (count === 0 ? 'nincs jelentkező' : `${count} jelentkező`),
  'partner.consents_viewed': (count) => (count === 0 ? 'nincs megosztó tag' : `${count} tag`),
  'export.members': (count) => `${count} tag`,
  'export.signups': (count) => `${count} jelentkező`,
  'export.audit': (count) => `${count} bejegyzés`,
};

/** Every event of a member's, service's or partner's stream, as its history tab names it (a partner's name follows a consent). */
export const HISTORY_EVENT_TEXTS: Record<string, string> = {
  AdminBootstrapped: 'Adminisztrátorként létrejött',
  TeacherApplied: 'Jelentkezett a klubba',
  MemberImported: 'Importálták',
  SignupCompleted: 'Kiegészítette az adatait',
  UserActivated: 'Aktiválták',
  ActivationCompleted: 'Beállította a jelszavát',
  UserDisabled: 'Letiltották',
  PasswordChanged: 'Jelszót változtatott',
  PasswordResetRequested: 'Új jelszót kért',
  PasswordReset: 'Új jelszót állított be',
  ProfileUpdated: 'Módosította a profilját',
  ProfileCheckRequested: 'Adategyeztetést kértek tőle',
  UserEditedByAdmin: 'Munkatárs módosította az adatait',
  EmailAddressChanged: 'Munkatárs új e-mail-címet adott meg',
  PartnerConsentGranted: 'Adatmegosztást engedélyezett partneroldalnak',
  PartnerConsentRevoked: 'Visszavonta a partneroldal hozzáférését',
  SessionsEnded: 'Minden eszközön kijelentkezett',
  ServiceCreated: 'Létrehozták',
  ServiceSettingsChanged: 'Módosították a beállításait',
  SignedUp: 'Jelentkezés',
  SignupApproved: 'Jelentkezés jóváhagyva',
  SignupRejected: 'Jelentkezés elutasítva',
  SignupUnapproved: 'Jóváhagyás visszavonva',
  SignupCancelled: 'Jelentkezés visszavonva',
  SignupDeleted: 'Jelentkezés törölve',
  SignupErased: 'Törölt tag jelentkezése eltávolítva',
  PromotedFromWaitlist: 'Várólistáról bekerült',
  CodesAdded: 'Kuponkódok hozzáadva',
  CodeAssigned: 'Kuponkódot kapott',
  ServiceFileAdded: 'Fájl feltöltve',
  ServiceFileRemoved: 'Fájl törölve',
  PartnerRegistered: 'Felvették',
  PartnerChanged: 'Módosították',
};

/** What the trail and the histories call an erased person. */
export const ERASED_PERSON = 'Törölt tag';
export const SYSTEM_ACTOR = 'Rendszer';

/** What a row touched when it names no record of its own: "Érintett" is never empty. */
export const AUDIT_TARGET_TEXTS: Partial<Record<AuditAction, string>> = {
  'member.imported': 'Importált tagok',
  'member.check_requested': 'Minden aktivált tag',
  'category.reordered': 'Kategóriák',
  'material.groups_reordered': 'Tananyagcsoportok',
  'schools.imported': 'Iskolalista',
  'export.members': 'Klubtagok listája',
  'export.audit': 'Napló',
};

/** The last resort for a target whose record cannot be found any more: what kind of thing it was. */
export const AUDIT_TARGET_KIND_TEXTS: Record<AuditTargetKind, string> = {
  member: ERASED_PERSON,
  service: 'Szolgáltatás',
  category: 'Kategória',
  material: 'Tananyag',
  partner: 'Partneroldal',
  schools: 'Iskolalista',
  export: 'Export',
};

import type { RecordTexts } from '../../../shared/audit';
import type { UserEvent } from './user.events';

/** A member's record, as the user edit form (and the profile form) calls its fields. */
export const MEMBER_FIELD_LABELS = {
  lastName: 'Vezetéknév',
  firstName: 'Keresztnév',
  nickName: 'Becenév',
  email: 'E-mail-cím',
  phone: 'Telefonszám',
  zip: 'Irányítószám',
  city: 'Település',
  schoolId: 'Iskola',
  schoolOm: 'Iskola OM azonosítója',
  personalId: 'Oktatási azonosító',
  createdAt: 'Regisztráció dátuma',
  levels: 'Tanított szintek',
  altalanosIskola: 'Általános iskola',
  gimnazium: 'Gimnázium',
  szakgimnazium: 'Technikum',
  szakmaiTargy: 'Szakmai tárgy',
  idenErettsegi: 'Idén érettségiztet',
  felsooktatas: 'Felsőoktatás',
  status: 'Állapot',
  admin: 'Adminisztrátor',
  needsProfileCheck: 'Adategyeztetés kérve',
  rejectionReason: 'Az elutasítás oka',
} as const;

/** A member's status as the admin user screens show it: applied or imported, activated (with or without a password), disabled. */
export const MEMBER_STATUS_TEXTS = {
  activatedRegistered: 'Aktiválva és regisztrálva',
  activatedNotRegistered: 'Aktiválva, nincs regisztrálva',
  rejected: 'Elutasítva',
  notActivated: 'Nincs aktiválva',
} as const;

export type MemberStatusShown = keyof typeof MEMBER_STATUS_TEXTS;

/** Which of the four a member is in (SPEC §3: "registered" means a password is set). */
export function memberStatusShown(member: { activated: boolean; rejected: boolean; registered: boolean }): MemberStatusShown {
  if (member.rejected) return 'rejected';
  if (member.activated) return member.registered ? 'activatedRegistered' : 'activatedNotRegistered';
  return 'notActivated';
}

/** Every event of a member's stream, as their history tab names it (a partner's name follows a consent). */
const HISTORY_EVENTS = {
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
} as const satisfies Partial<Record<UserEvent['type'], string>>;

/** What staff read of a member's record (module-lists/record-texts.ts collects it). */
export const ACCOUNTS_RECORD_TEXTS = {
  labels: { member: MEMBER_FIELD_LABELS },
  words: { member: { status: MEMBER_STATUS_TEXTS } },
  historyEvents: HISTORY_EVENTS,
} as const satisfies RecordTexts;

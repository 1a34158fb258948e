/**
 * A member's own account history as stable codes (issue 21): what the JSON export of "Adataim" says
 * happened, independent of the event names the log happens to use. Accounts maps its events onto
 * these (`public/member-record.ts`); each has its Hungarian sentence below, keyed by it, so a new code
 * does not compile until it has its sentence. Append a new code last: the codes before it keep their places.
 */
export const MEMBER_HISTORY_CODES = [
  'account.created',
  'application.submitted',
  'account.imported',
  'application.completed',
  'account.activated',
  'password.set',
  'account.disabled',
  'password.changed',
  'password.reset_requested',
  'password.reset',
  'profile.updated',
  'profile.check_requested',
  'contact.edited_by_staff',
  'partner.consent_granted',
  'partner.consent_revoked',
  'sessions.ended',
  'contact.email_changed_by_staff',
] as const;

export type MemberHistoryCode = (typeof MEMBER_HISTORY_CODES)[number];

/** Who did it: the member, a staff member (never named to the member), or the club on its own. */
export type MemberHistoryActor = 'self' | 'staff' | 'system';

/** The codes that name a partner site: their sentence ends in the partner's name. */
export const PARTNER_HISTORY_CODES: ReadonlySet<MemberHistoryCode> = new Set(['partner.consent_granted', 'partner.consent_revoked']);

/** Each history code as a sentence about the account ("Fiók aktiválva"), as the member reads it. */
export const MEMBER_HISTORY_TEXTS: Record<MemberHistoryCode, string> = {
  'account.created': 'Fiók létrehozva',
  'application.submitted': 'Jelentkezés beküldve',
  'account.imported': 'Fiók létrehozva importálással',
  'application.completed': 'Jelentkezés kiegészítve',
  'account.activated': 'Fiók aktiválva',
  'password.set': 'Jelszó beállítva',
  'account.disabled': 'Fiók letiltva',
  'password.changed': 'Jelszó módosítva',
  'password.reset_requested': 'Új jelszó kérve',
  'password.reset': 'Új jelszó beállítva',
  'profile.updated': 'Profil módosítva',
  'profile.check_requested': 'Adategyeztetés kérve',
  'contact.edited_by_staff': 'Személyes adatok módosítva',
  'contact.email_changed_by_staff': 'E-mail-cím módosítva',
  'partner.consent_granted': 'Hozzájárulás megadva',
  'partner.consent_revoked': 'Hozzájárulás visszavonva',
  'sessions.ended': 'Kijelentkezés minden eszközön',
};

/** A partner the member's history mentions but the club no longer knows by name. */
export const UNKNOWN_PARTNER = 'ismeretlen partneroldal';

/** "Hozzájárulás megadva: Kódkert Akadémia": a history entry as the member reads it. */
export function memberHistorySentence(code: MemberHistoryCode, partner: string | null): string {
  const text = MEMBER_HISTORY_TEXTS[code];
  return PARTNER_HISTORY_CODES.has(code) ? `${text}: ${partner || UNKNOWN_PARTNER}` : text;
}

/** Who did it, told to the member: staff are never named. */
export const MEMBER_ACTOR_TEXTS: Record<MemberHistoryActor, string> = {
  self: 'te magad',
  staff: 'a klub munkatársa',
  system: 'a rendszer',
};

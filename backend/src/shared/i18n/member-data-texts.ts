import type { MemberHistoryActor, MemberHistoryCode } from '../member-history';
import { PARTNER_HISTORY_CODES } from '../member-history';
import { MEMBER_FIELD_LABELS } from './field-labels';
import { TEACHING_LEVEL_TEXTS } from './member-words';

/**
 * The Hungarian words of a member's own data (issue 21, "Adataim"): the XLSX the member reads, and the
 * `text` of each history entry of the JSON. The member's own words, as their pages use them: the
 * teaching levels as the profile form labels them, partner data as the partner window names it.
 */

/** Each history code as a sentence about the account ("Fiók aktiválva"). */
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

/**
 * A sign-up's state in words, one per catalogue SignupStatus (the kernel cannot name it: the workbook
 * indexes this by the status, so a status without words fails to compile there).
 */
export const MEMBER_SIGNUP_STATUS_TEXTS = {
  approved: 'jóváhagyva',
  awaiting: 'jóváhagyásra vár',
  waitlisted: 'várólistán',
  rejected: 'elutasítva',
} as const satisfies Record<string, string>;

/** The workbook: sheet names, column titles, and the profile's rows, in the order they appear. */
export const MEMBER_DATA_SHEETS = {
  profile: {
    name: 'Profil',
    columns: { label: 'Adat', value: 'Érték' },
    rows: {
      exportedAt: 'A letöltés időpontja',
      lastName: MEMBER_FIELD_LABELS.lastName,
      firstName: MEMBER_FIELD_LABELS.firstName,
      nickName: MEMBER_FIELD_LABELS.nickName,
      email: MEMBER_FIELD_LABELS.email,
      phone: MEMBER_FIELD_LABELS.phone,
      zip: MEMBER_FIELD_LABELS.zip,
      city: MEMBER_FIELD_LABELS.city,
      school: MEMBER_FIELD_LABELS.schoolId,
      schoolOm: MEMBER_FIELD_LABELS.schoolOm,
      personalId: MEMBER_FIELD_LABELS.personalId,
      ...TEACHING_LEVEL_TEXTS,
      needsProfileCheck: MEMBER_FIELD_LABELS.needsProfileCheck,
    },
    /** "Példa Gimnázium, Szeged (OM 900001)" */
    school: ({ name, city, om }: { name: string; city: string; om: string }) => `${name}, ${city} (OM ${om})`,
    noSchool: 'nincs kiválasztva',
  },
  signups: {
    name: 'Jelentkezések',
    empty: 'Még nem jelentkeztél szolgáltatásra.',
    columns: {
      service: 'Szolgáltatás',
      status: 'Állapot',
      signedUpAt: 'Jelentkezés ideje',
      decidedAt: 'Döntés ideje',
      waitlistPriority: 'Elsőbbséget kértél',
      answer: 'Válaszod',
      code: 'Kuponkód',
    },
    /** An answer whose words the service no longer has. */
    answerByNumber: (answer: number) => `${answer}. válasz`,
  },
  partners: {
    name: 'Kapcsolt oldalak',
    columns: { partner: 'Partneroldal', data: 'Amit megkap rólad', grantedAt: 'Hozzájárulás ideje' },
    empty: 'Egy partneroldalnak sem engedélyezted, hogy a klubfiókoddal beléptessen.',
  },
  history: {
    name: 'Előzmények',
    columns: { at: 'Időpont', event: 'Esemény', by: 'Ki végezte' },
  },
} as const;

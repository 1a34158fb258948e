import { MEMBER_FIELD_LABELS, TEACHING_LEVEL_TEXTS } from '../accounts/public/member-words';

/**
 * The Hungarian words of a member's own data (issue 21, "Adataim"): the XLSX the member reads. The
 * member's own words, as their pages use them: the teaching levels as the profile form labels them
 * (accounts), partner data as the partner window names it (partners); the history's sentences are the
 * accounts' (`domain/member-history.ts`), keyed by the codes it maps its events onto.
 */

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

/**
 * The one registry of field labels: the admin edit forms (through `hu-admin.ts`), the histories
 * ("Előzmények"), the trail ("Napló") and its XLSX export all read a field's label here, so a field is
 * called the same wherever staff meet it. Keyed by the field names of the records the modules replay.
 */

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
} as const;

/** The three mails of a service, as the edit form groups them: a legend, then a subject and a text. */
export const SERVICE_MAIL_LABELS = {
  signup: 'Levél, amikor helyet kap',
  waitlist: 'Levél, amikor várólistára kerül',
  cancel: 'Levél lemondáskor',
  subject: 'Tárgy',
  text: 'Szöveg',
} as const;

export const radioOptionLabel = (value: number) => `${value}. válaszlehetőség`;

const mail = (legend: string, field: string) => `${legend} – ${field}`;

/** A service's settings, as the service edit form labels them (every setting: the catalogue checks it). */
export const SERVICE_FIELD_LABELS = {
  name: 'Név',
  description: 'Rövid leírás',
  text: 'Hosszú leírás',
  image: 'Kép',
  type: 'Típus',
  codeTableName: 'Kódtábla neve',
  codeDescription: 'A kód leírása',
  active: 'Aktív: lehet rá jelentkezni',
  hidden: 'Rejtett: csak a jelentkezettek és a kártyalinkkel érkezők látják',
  limit: 'Létszámkorlát',
  needsApproval: 'Jóváhagyás szükséges',
  cancelable: 'Lemondható',
  waitlistAvailable: 'Várólista, ha betelt',
  waitlistPriorityAvailable: 'Elsőbbség kérhető a várólistán',
  waitlistPriorityDescription: 'Az elsőbbség kérésének szövege',
  alwaysAskPriority: 'Az elsőbbséget akkor is kérdezzük, ha még van hely',
  signedUpDescription: 'Szöveg a jelentkezetteknek',
  radio: 'Választós kérdés jelentkezéskor',
  radio1Text: radioOptionLabel(1),
  radio2Text: radioOptionLabel(2),
  radio3Text: radioOptionLabel(3),
  radio4Text: radioOptionLabel(4),
  radio5Text: radioOptionLabel(5),
  emailSubject: mail(SERVICE_MAIL_LABELS.signup, SERVICE_MAIL_LABELS.subject),
  emailText: mail(SERVICE_MAIL_LABELS.signup, SERVICE_MAIL_LABELS.text),
  waitlistEmailSubject: mail(SERVICE_MAIL_LABELS.waitlist, SERVICE_MAIL_LABELS.subject),
  waitlistEmailText: mail(SERVICE_MAIL_LABELS.waitlist, SERVICE_MAIL_LABELS.text),
  cancelEmailSubject: mail(SERVICE_MAIL_LABELS.cancel, SERVICE_MAIL_LABELS.subject),
  cancelEmailText: mail(SERVICE_MAIL_LABELS.cancel, SERVICE_MAIL_LABELS.text),
  hasSubPage: 'Tartalom oldal',
  subPagePublic: 'Nyilvános: bejelentkezés nélkül is megnyitható',
  subPageUrl: 'Az oldal webcíme (URL)',
  subPageText: 'Az oldal tartalma',
} as const;

/** A partner site, as the partner form labels it. */
export const PARTNER_FIELD_LABELS = {
  name: 'Név',
  origins: 'Engedélyezett címek',
  data: 'Amit megkaphat',
  active: 'Aktív: a tagok beléphetnek rajta',
} as const;

/** A material and its group, as the materials screen labels them; the orders have no field of their own. */
export const MATERIAL_FIELD_LABELS = {
  name: 'Név',
  type: 'Típus',
  link: 'Link',
  file: 'Feltöltött fájl',
  tags: 'Címkék',
  materials: 'Tananyagok sorrendje',
  groups: 'Tananyagcsoportok sorrendje',
} as const;

/** A category of services, as the services screen labels it. */
export const CATEGORY_FIELD_LABELS = {
  name: 'Kategória neve',
  services: 'Szolgáltatások sorrendje',
  categories: 'Kategóriák sorrendje',
} as const;

/** Which labels a record reads: a history's kind, or a trail row's target kind. */
export const FIELD_LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  member: MEMBER_FIELD_LABELS,
  service: SERVICE_FIELD_LABELS,
  partner: PARTNER_FIELD_LABELS,
  material: MATERIAL_FIELD_LABELS,
  category: CATEGORY_FIELD_LABELS,
};

/** A field's label in a record of `kind`; every field a replay shows has one (stream-history.spec). */
export const fieldLabel = (kind: string, field: string): string => FIELD_LABELS[kind]?.[field] ?? field;

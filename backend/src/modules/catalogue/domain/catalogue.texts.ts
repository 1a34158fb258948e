import type { RecordTexts } from '../../../shared/audit';
import type { ServiceEvent } from './service.events';

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

/** A category of services, as the services screen labels it. */
export const CATEGORY_FIELD_LABELS = {
  name: 'Kategória neve',
  services: 'Szolgáltatások sorrendje',
  categories: 'Kategóriák sorrendje',
} as const;

/** A service's type (SPEC §3: 0 normal, 1 individual coupon code), as the edit form's choices read. */
export const SERVICE_TYPE_TEXTS: Readonly<Record<0 | 1, string>> = { 0: 'Normál', 1: 'Egyedi kód (kupon)' };

/** Every event of a service's stream, as its history tab names it. */
const HISTORY_EVENTS = {
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
  ParticipantsMessaged: 'Üzenet a jelentkezőknek',
  ServiceFileAdded: 'Fájl feltöltve',
  ServiceFileRemoved: 'Fájl törölve',
} as const satisfies Partial<Record<ServiceEvent['type'], string>>;

/** What staff read of a service and of a category (module-lists/record-texts.ts collects it). */
export const CATALOGUE_RECORD_TEXTS = {
  labels: { service: SERVICE_FIELD_LABELS, category: CATEGORY_FIELD_LABELS },
  words: { service: { type: SERVICE_TYPE_TEXTS } },
  historyEvents: HISTORY_EVENTS,
} as const satisfies RecordTexts;

/**
 * Values in words: what the admin screens, the histories, the trail and its export write for a flag,
 * a status or a type, so no code or English word reaches a person. The forms read the same texts.
 */

export const YES = 'igen';
export const NO = 'nem';
/** A field with nothing in it. */
export const EMPTY_VALUE = '(üres)';
/** A service without a limit on its seats. */
export const NO_LIMIT = 'nincs';
/** A service's picture: its address names a stored file, never worth showing. */
export const UPLOADED_IMAGE = 'feltöltött kép';
/** After a value replaced by one that reads the same (another image, a file of the same name). */
export const replacedValue = (words: string) => `${words} (új)`;

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

/** A service's type (SPEC §3: 0 normal, 1 individual coupon code), as the edit form's choices read. */
export const SERVICE_TYPE_TEXTS: Readonly<Record<0 | 1, string>> = { 0: 'Normál', 1: 'Egyedi kód (kupon)' };

/** What a partner site may receive, by SPEC §1's names. */
export const PARTNER_DATA_TEXTS = { name: 'Teljes név', email: 'E-mail-cím', school: 'Iskola', city: 'Település' } as const;

/** A material's type, as the members' list and the admin's choice read it. */
export const MATERIAL_TYPE_TEXTS = { pdf: 'PDF', doc: 'Word-dokumentum', ppt: 'Bemutató', trello: 'Trello-tábla', video: 'Videó' } as const;

/** A material group has no name: the admin screen and the trail call it by its place and its tags. */
export const materialGroupName = (position: number, tags: string) => (tags ? `${position}. csoport (${tags})` : `${position}. csoport`);

/** A school as the user edit form shows it: its name and OM id. */
export const schoolText = (name: string, om: string) => `${name} (OM ${om})`;

/** An id whose school, service or partner site is not (or no longer) known: never the id itself. */
export const UNKNOWN_NAMED = { school: 'ismeretlen iskola', service: 'ismeretlen szolgáltatás', partner: 'ismeretlen partneroldal' } as const;

/** The words of each coded field, by record kind: the trail and the histories look a value up here. */
export const FIELD_WORDS: Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, string>>>>>> = {
  member: { status: MEMBER_STATUS_TEXTS },
  service: { type: SERVICE_TYPE_TEXTS },
  partner: { data: PARTNER_DATA_TEXTS },
  material: { type: MATERIAL_TYPE_TEXTS },
};

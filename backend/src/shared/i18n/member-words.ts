/**
 * Words a member reads on their own pages and again in their data export (issue 21): one source for
 * both, so the profile form, the partner window and the "Adataim" workbook cannot drift apart.
 */

/** The six teaching levels exactly as the profile form labels them ("Technikum" for szakgimnazium). */
export const TEACHING_LEVEL_TEXTS = {
  altalanosIskola: 'Általános iskola',
  gimnazium: 'Gimnázium',
  szakgimnazium: 'Technikum',
  szakmaiTargy: 'Szakmai tárgyat tanítok',
  idenErettsegi: 'Idén érettségiztetek',
  felsooktatas: 'Felsőoktatás',
} as const;

/** What a partner site receives, as the partner window tells the member. */
export const PARTNER_DATA_TEXTS = { name: 'teljes neved', email: 'e-mail-címed', school: 'iskolád neve', city: 'településed' } as const;

/** A partner that receives no personal data: it gets an identifier of its own for the member. */
export const NO_PARTNER_DATA = 'csak egy azonosítót kap';

/**
 * Words a member reads on their own pages and again in their data export (issue 21): one source for
 * both, so the profile form and the "Adataim" workbook cannot drift apart. Apart from `accounts.texts.ts`
 * (what staff read), so a member's pages download only these.
 */

/**
 * The six teaching levels exactly as the profile form labels them ("Technikum" for szakgimnazium): the
 * member's own words on their pages and again in their data export (issue 21).
 */
export const TEACHING_LEVEL_TEXTS = {
  altalanosIskola: 'Általános iskola',
  gimnazium: 'Gimnázium',
  szakgimnazium: 'Technikum',
  szakmaiTargy: 'Szakmai tárgyat tanítok',
  idenErettsegi: 'Idén érettségiztetek',
  felsooktatas: 'Felsőoktatás',
} as const;

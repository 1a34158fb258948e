/**
 * Words a member reads in the partner window and again in their data export (issue 21). Apart from
 * `partners.texts.ts` (what staff read), so a member's pages download only these.
 */

/** What a partner site receives, as the partner window tells the member (and their data export repeats). */
export const PARTNER_DATA_MEMBER_TEXTS = { name: 'teljes neved', email: 'e-mail-címed', school: 'iskolád neve', city: 'településed' } as const;

/** A partner that receives no personal data: it gets an identifier of its own for the member. */
export const NO_PARTNER_DATA = 'csak egy azonosítót kap';

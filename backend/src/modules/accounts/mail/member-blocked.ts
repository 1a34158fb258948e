import { MailContent } from '../../../platform/mail/mail-layout';

/**
 * Staff blocked the member (issue 41 §1): what it means for them — no sign-in, every sign-up removed,
 * its place given on, its coupon code no longer theirs — with the reason when staff gave one.
 */
export const memberBlocked = (p: { firstName: string; reason: string | null }): MailContent => ({
  subject: 'Klubtagságod felfüggesztése',
  paragraphs: [
    `Kedves ${p.firstName}!`,
    'Munkatársaink felfüggesztették a klubtagságodat: a fiókodba nem tudsz többé bejelentkezni.',
    ...(p.reason ? [`A döntés indoklása:\n${p.reason}`] : []),
    'A szolgáltatásokra szóló jelentkezéseidet töröltük, a helyeidet felszabadítottuk, a jelentkezéseidhez kapott kuponkódok pedig érvényüket vesztették.',
    'Ha úgy gondolod, hogy tévedés történt, vagy kérdésed van a döntéssel kapcsolatban, írj nekünk: szívesen válaszolunk.',
  ],
});

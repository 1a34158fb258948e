import { MailContent } from '../../../platform/mail/mail-layout';

/** What the member does next at the new address: set a password, complete the data, sign in again, or wait for review. */
export type AfterAddressChange = 'activation' | 'completion' | 'sign-in' | 'review';

const NEXT: Record<AfterAddressChange, string> = {
  activation: 'Külön levélben küldjük a linket, amellyel beállíthatod a jelszavadat; a régi címre küldött link már nem működik.',
  completion: 'Külön levélben küldjük a linket, amellyel kiegészítheted az adataidat; a régi címre küldött link már nem működik.',
  'sign-in': 'Biztonsági okból minden eszközön kijelentkeztettünk: jelentkezz be újra ezzel az e-mail-címmel és a jelszavaddal.',
  review: 'Amint munkatársaink elbírálták a jelentkezésedet, erre a címre értesítünk.',
};

/** To the address staff gave the member (issue 38 §3): it is the account's now, and what comes next. */
export const addressChangedNew = (p: { firstName: string; email: string; next: AfterAddressChange; url: string }): MailContent => ({
  subject: 'Módosult a klubfiókod e-mail-címe',
  paragraphs: [
    `Kedves ${p.firstName}!`,
    `A klub munkatársai a fiókodhoz ezt az e-mail-címet rögzítették: ${p.email}. Mostantól ide küldjük a klub leveleit.`,
    NEXT[p.next],
  ],
  ...(p.next === 'sign-in' ? { action: { label: 'Bejelentkezés', url: p.url } } : {}),
});

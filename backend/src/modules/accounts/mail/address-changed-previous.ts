import { MailContent } from '../../../platform/mail/mail-layout';

/**
 * To the address staff replaced (issue 38 §3). It may be a stranger's (a typo), so it names nobody and
 * not the new address: only that this address no longer reaches the account and its links are dead.
 */
export const addressChangedPrevious = (): MailContent => ({
  subject: 'Ez a cím már nem tartozik klubfiókhoz',
  paragraphs: [
    'Üdvözlünk!',
    'A klub munkatársai módosították annak a fióknak az e-mail-címét, amelyet eddig ezzel a címmel tartottunk nyilván. Erre a címre a fiókkal kapcsolatban többé nem írunk, és az ide korábban küldött linkek (aktiválás, adatok kiegészítése, jelszó helyreállítása) már nem működnek.',
    'Ha a fiók a tiéd, és nem tudsz a változásról, válaszolj erre a levélre, és segítünk.',
  ],
});

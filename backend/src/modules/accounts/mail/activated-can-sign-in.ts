import { MailContent } from '../../../platform/mail/mail-layout';

export const activatedCanSignIn = (p: { firstName: string; url: string }): MailContent => ({
  subject: 'Aktiváltuk a fiókodat',
  paragraphs: [
    `Kedves ${p.firstName}!`,
    'Munkatársaink jóváhagyták a regisztrációdat, a fiókod aktív: mostantól bejelentkezhetsz az e-mail-címeddel és a regisztrációkor megadott jelszavaddal.',
  ],
  action: { label: 'Irány a klub', url: p.url },
});

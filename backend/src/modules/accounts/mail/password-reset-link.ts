import { MailContent } from '../../../platform/mail/mail-layout';

export const passwordResetLink = (p: { firstName: string; url: string }): MailContent => ({
  subject: 'Jelszó helyreállítása',
  paragraphs: [
    `Kedves ${p.firstName}!`,
    'Valaki (remélhetőleg te) új jelszót kért a fiókodhoz. Az alábbi linken állíthatsz be új jelszót. A link egyszer használható, és 2 óráig érvényes.',
    'Ha nem te kérted, nincs teendőd: a jelszavad nem változik.',
  ],
  action: { label: 'Új jelszó beállítása', url: p.url },
});

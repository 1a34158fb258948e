import { MailContent } from '../../../platform/mail/mail-layout';

export const activationLink = (p: { firstName: string; url: string }): MailContent => ({
  subject: 'Elfogadtuk a jelentkezésedet – állítsd be a jelszavadat',
  paragraphs: [
    `Kedves ${p.firstName}!`,
    'Örömmel értesítünk, hogy elfogadtuk a jelentkezésedet: mostantól a klub tagja vagy. A fiókod aktiválásához állíts be egy jelszót az alábbi linken.',
    'A link egyszer használható, és 14 napig érvényes.',
  ],
  action: { label: 'Jelszó beállítása', url: p.url },
});

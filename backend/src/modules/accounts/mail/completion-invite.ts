import { MailContent } from '../../../platform/mail/mail-layout';

export const completionInvite = (p: { firstName: string; url: string }): MailContent => ({
  subject: 'Fejezd be a regisztrációdat a klubban',
  paragraphs: [
    `Kedves ${p.firstName}!`,
    'Megújult a klub weboldala. Hogy továbbra is elérd a szolgáltatásainkat, kérjük, add meg a telefonszámodat, az iskolád OM azonosítóját és az oktatási azonosítódat, majd állíts be egy jelszót.',
    'A link egyszer használható, és 30 napig érvényes. A kitöltés után munkatársaink ellenőrzik az adataidat, és e-mailben értesítünk, amikor bejelentkezhetsz.',
  ],
  action: { label: 'Regisztráció befejezése', url: p.url },
});

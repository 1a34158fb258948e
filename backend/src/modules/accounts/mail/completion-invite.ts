import { MailContent } from '../../../platform/mail/mail-layout';

/** An imported member's invitation: what staff knew is already in the form (issue 41 §4), to check. */
export const completionInvite = (p: { firstName: string; url: string }): MailContent => ({
  subject: 'Fejezd be a regisztrációdat a klubban',
  paragraphs: [
    `Kedves ${p.firstName}!`,
    'Megújult a klub weboldala. Hogy továbbra is elérd a szolgáltatásainkat, kérjük, ellenőrizd és szükség esetén egészítsd ki a telefonszámodat, az iskoládat és az oktatási azonosítódat (amit tudtunk, előre kitöltöttük), majd állíts be egy jelszót.',
    'A link egyszer használható, és 30 napig érvényes. A kitöltés után munkatársaink ellenőrzik az adataidat, és e-mailben értesítünk, amikor bejelentkezhetsz.',
  ],
  action: { label: 'Regisztráció befejezése', url: p.url },
});

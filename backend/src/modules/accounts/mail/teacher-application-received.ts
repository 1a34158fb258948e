import { MailContent } from '../../../platform/mail/mail-layout';

export const teacherApplicationReceived = (p: { firstName: string }): MailContent => ({
  subject: 'Megkaptuk a jelentkezésedet',
  paragraphs: [
    `Kedves ${p.firstName}!`,
    'Köszönjük, hogy jelentkeztél a klubba. Munkatársaink néhány munkanapon belül átnézik a jelentkezésedet, és e-mailben értesítünk az eredményről.',
    'Ha a jelentkezésedet elfogadjuk, a következő levélben egy linket küldünk, amellyel beállíthatod a jelszavadat.',
  ],
});

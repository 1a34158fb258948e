import { site } from './site';

export const contactContent = {
  title: 'Kapcsolat',
  lead: 'Kérdésed van a klubbal, a jelentkezéssel vagy a mentorprogrammal kapcsolatban? Írj nekünk, hívj minket, igyekszünk egy-két munkanapon belül válaszolni.',
  officeHeading: 'Programiroda',
  emailLabel: 'E-mail',
  phoneLabel: 'Telefon',
  addressLabel: 'Postacím',
  hoursLabel: 'Telefonos ügyfélszolgálat',
  topicsHeading: 'Kinek írj?',
  topics: [
    `Klubtagság, jelentkezés, bejelentkezési gondok: ${site.supportEmail}`,
    `Mentorprogram, céges csatlakozás: ${site.supportEmail} (a tárgyban: „Mentorcég”)`,
    `Adatkezelés, adataid törlése vagy módosítása: ${site.privacyEmail}`,
  ],
  note: 'A fenti elérhetőségek példaadatok, élesítés előtt a programiroda valós adataira cserélendők.',
};

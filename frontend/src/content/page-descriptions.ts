import { paths } from '@/config/paths';

/** What search engines and link previews show for each public page (`<meta name="description">`). */
export const siteDescription =
  'Ingyenes klub és mentorprogram informatikatanároknak: kurzusok, képzések, webináriumok, meetupok, tananyagok és mentorlátogatások partnercégeknél.';

export const pageDescriptions: Readonly<Record<string, string>> = {
  [paths.home]: siteDescription,
  [paths.teacher]:
    'Informatikatanárként ingyen csatlakozhatsz: online kurzusok, webináriumok, meetupok, tananyagok és mentorlátogatások IT-cégeknél. Így jelentkezhetsz a klubba.',
  [paths.companies]:
    'IT-cégként mentorlátogatást, előadást vagy tananyagot ajánlhattok informatikatanároknak. Így lehettek a program mentorcégei.',
  [paths.partners]: 'A program mentorcégei: az IT-cégek, amelyek informatikatanárokat fogadnak és tudásukkal segítik őket.',
  [paths.contact]: 'Az IT Tanár Klub elérhetőségei: e-mail-cím, telefonszám, postacím és ügyfélfogadási idő.',
  [paths.experiences]: 'Tanárok beszámolói a mentorlátogatásokról és a klub programjairól: mit tanultak, mit vittek vissza az órákra.',
  [paths.privacy]: 'Adatkezelési tájékoztató: milyen adatokat kezel az IT Tanár Klub, milyen célból, meddig, és milyen jogaid vannak.',
};

export const descriptionOf = (path: string) => pageDescriptions[path] ?? siteDescription;

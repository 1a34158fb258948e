import { SettingsChanges } from '../domain/service-settings';
import { demoPdf, demoPicture, demoWorksheet } from './demo-files';

export const TAG = 'tag@example.org';
const REKA = 'balogh.reka@example.org';
const PETER = 'kovacs.peter@example.org';
const JULIA = 'varga.julia@example.org';
const BENCE = 'farkas.bence@example.org';

export interface DemoSignup {
  email: string;
  priority?: boolean;
  radio?: number;
  decision?: 'approve' | 'reject';
}

export interface DemoService {
  name: string;
  settings: SettingsChanges;
  codes?: string[];
  files?: Array<{ filename: string; content: Buffer }>;
  signups?: DemoSignup[];
  archived?: boolean;
}

const shown = { active: true, hidden: false };
const confirmation = {
  emailSubject: 'Helyed van: {serviceName}',
  emailText: 'Kedves {firstName}!\n\nÖrömmel értesítünk, hogy helyet kaptál a(z) {serviceName} szolgáltatásra.\n\nJó tanulást kívánunk!',
};

/** Fictitious services in every state the member list and the admin screen know (issue 4 §11). */
export const DEMO_CATALOGUE: Array<{ name: string; services: DemoService[] }> = [
  {
    name: 'Online kurzusok',
    services: [
      {
        name: 'Python alapok tanároknak',
        settings: { ...shown, ...confirmation, limit: 30, description: 'Hatrészes online kurzus a Python nyelv tanításához.', text: '<p>Heti egy modul, feladatlapokkal és mintamegoldásokkal.</p>', signedUpDescription: 'A kurzus anyagai a tartalom oldalon érhetők el.', hasSubPage: true, subPageUrl: 'python-alapok', subPageText: '<h2>Python alapok</h2><p>Az első hét feladatlapja és ábrája lent tölthető le.</p>' },
        files: [{ filename: 'feladatlap-1-het.txt', content: demoWorksheet }, { filename: 'abra.png', content: demoPicture }],
        signups: [{ email: TAG }, { email: REKA }, { email: PETER }],
      },
      {
        name: 'Webfejlesztés a középiskolában',
        settings: { ...shown, description: 'Nyílt tananyagcsomag HTML, CSS és JavaScript tanításához.', hasSubPage: true, subPagePublic: true, subPageUrl: 'webfejlesztes', subPageText: '<h2>Webfejlesztés</h2><p>A tananyag mindenki számára szabadon letölthető.</p>' },
        files: [{ filename: 'tananyag.pdf', content: demoPdf }],
      },
      {
        name: 'Felhő-alapismeretek vizsgakupon',
        settings: { ...shown, ...confirmation, type: 1, needsApproval: true, limit: 10, codeTableName: 'Vizsgakuponok 2026', codeDescription: 'A kóddal a vizsga díjmentesen letehető.', description: 'Ingyenes vizsgakupon a felhő-alapismeretek tanúsítványhoz.' },
        codes: ['FELHO-2026-A1B2', 'FELHO-2026-C3D4', 'FELHO-2026-E5F6', 'FELHO-2026-G7H8', 'FELHO-2026-J9K0'],
        signups: [{ email: TAG, decision: 'approve' }, { email: BENCE, decision: 'approve' }, { email: REKA }],
      },
    ],
  },
  {
    name: 'Tantermi képzések',
    services: [
      {
        name: 'Robotika műhely',
        settings: { ...shown, limit: 2, waitlistAvailable: true, waitlistPriorityAvailable: true, waitlistPriorityDescription: 'Elsőbbséget kérek, mert idén robotikát tanítok.', description: 'Kétnapos műhely Budapesten, kis csoportban.', waitlistEmailSubject: 'Várólistán vagy: {serviceName}', waitlistEmailText: 'Kedves {firstName}!\n\nA(z) {serviceName} betelt, de felírtunk a várólistára.' },
        signups: [{ email: REKA }, { email: PETER }, { email: TAG, priority: true }, { email: JULIA }],
      },
      {
        name: 'Mesterséges intelligencia az órán',
        settings: { ...shown, needsApproval: true, limit: 20, radio: true, radio1Text: 'Kezdő vagyok', radio2Text: 'Használtam már néhányszor', radio3Text: 'Rendszeresen használom', description: 'Egynapos képzés MI-eszközök tanórai használatáról.' },
        signups: [{ email: TAG, radio: 2 }, { email: BENCE, radio: 1, decision: 'reject' }],
      },
      {
        name: 'Tavaszi meetup Szegeden',
        settings: { ...shown, limit: 2, description: 'Kötetlen szakmai találkozó – a helyek elfogytak.' },
        signups: [{ email: REKA }, { email: BENCE }],
      },
      {
        name: 'Mentorlátogatás partnercégnél',
        settings: { ...shown, needsApproval: true, limit: 8, cancelable: false, description: 'Egynapos látogatás egy partnercég fejlesztőcsapatánál.' },
        signups: [{ email: TAG, decision: 'reject' }, { email: PETER }],
      },
    ],
  },
  {
    name: 'Webináriumok és meetupok',
    services: [
      {
        name: 'Érettségi felkészítő webinárium',
        settings: { ...shown, radio: true, radio1Text: 'Délelőtti alkalom', radio2Text: 'Délutáni alkalom', description: 'Emelt szintű informatika érettségi – gyakorlati tippek.' },
      },
      { name: 'Nyári tábor 2026', settings: { active: false, hidden: false, limit: 40, description: 'A jelentkezés lezárult.' } },
      { name: 'Zártkörű mentorprogram', settings: { active: true, hidden: true, description: 'Csak meghívottaknak.' }, signups: [{ email: TAG }] },
      { name: 'Adatbázis-kezelés webinárium (2025)', settings: { ...shown, description: 'Tavalyi webinárium.' }, signups: [{ email: REKA }], archived: true },
    ],
  },
];

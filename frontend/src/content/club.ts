import type { ContentSection } from './types';

/** Copy of the club's information pages (members only). */
export const mentoringContent = {
  title: 'Mentorálás',
  lead: 'A mentorprogramban egy-két napot tölthetsz egy partnercégünk fejlesztőcsapatában, hogy közelről lásd, hogyan dolgoznak ma az informatikai szakemberek.',
  sections: [
    {
      heading: 'Hogyan zajlik egy látogatás?',
      blocks: [
        'A partnercég kijelöl egy mentort, aki végigkísér a látogatáson. Részt veszel a csapat megbeszélésein, belelátsz a tervezésbe, a fejlesztésbe és a tesztelésbe, és bármit kérdezhetsz a munkatársaktól.',
        'A látogatás végén a mentoroddal közösen átbeszélitek, mit tudnál beépíteni a tanóráidba.',
      ],
    },
    {
      heading: 'Hogyan jelentkezhetsz?',
      blocks: [
        {
          items: [
            'A Szolgáltatások között keresd a mentorlátogatásokat: minden partnercég látogatása külön szerepel, a helyszínnel és az időponttal.',
            'Jelentkezés után munkatársaink egyeztetnek veled és a céggel; a részvételt emailben megerősítjük.',
            'Ha betelt a létszám, várólistára is feliratkozhatsz – ha felszabadul egy hely, értesítünk.',
          ],
        },
      ],
    },
    {
      heading: 'Mire számíts?',
      blocks: [
        'A látogatás ingyenes. A partnercégek titoktartási nyilatkozatot kérhetnek, mert valódi projektekbe láthatsz bele. A látogatásról szívesen fogadunk rövid beszámolót, amelyet – hozzájárulásoddal – a klub oldalán is megosztunk.',
      ],
    },
  ] satisfies ContentSection[],
};

export const meetupsContent = {
  title: 'Meetupok',
  lead: 'Rendszeres találkozók informatikatanároknak, ahol kollégák és szakemberek osztják meg tapasztalataikat – személyesen és online is.',
  sections: [
    {
      heading: 'Miről szólnak a meetupok?',
      blocks: [
        'Minden alkalom egy-egy téma köré épül: bevált órai módszerek, új eszközök és programozási nyelvek, érettségi és versenyfelkészítés, a mesterséges intelligencia az osztályteremben. Egy este általában két rövid előadásból és kötetlen beszélgetésből áll.',
      ],
    },
    {
      heading: 'Hol és mikor?',
      blocks: [
        {
          items: [
            'Budapesten havonta, vidéki nagyvárosokban negyedévente tartunk meetupot, általában hétköznap délután.',
            'Az előadásokat élőben közvetítjük, és a felvételeket a klubtagok később is visszanézhetik.',
            'Évente egyszer egész napos konferenciát szervezünk, partnercégeink előadóival.',
          ],
        },
      ],
    },
    {
      heading: 'Hogyan vehetsz részt?',
      blocks: [
        'A meetupok a Szolgáltatások között jelennek meg, ott tudsz jelentkezni rájuk. A részvétel ingyenes, de a férőhelyek száma korlátozott, ezért érdemes időben jelentkezni. Ha szívesen tartanál előadást, írj nekünk!',
      ],
    },
  ] satisfies ContentSection[],
};

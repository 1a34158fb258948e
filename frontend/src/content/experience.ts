import type { ContentSection } from './types';

/** A member's experience report of a mentoring visit. Fictitious author and company. */
export const experienceContent = {
  title: 'Két nap egy fejlesztőcsapatban',
  lead: 'Egy klubtag beszámolója a mentorlátogatásáról – arról, amit látott, és amit hazavitt az osztályának.',
  author: 'Molnár Judit',
  authorRole: 'informatikatanár, Kecskemét',
  sections: [
    {
      heading: 'Izgultam, mint egy elsős',
      blocks: [
        'Tizennyolc éve tanítok informatikát, de őszintén szólva utoljára az egyetemen láttam belülről, hogyan dolgozik egy fejlesztőcsapat. Amikor a klubban megláttam, hogy a Kódkert Kft. két napra fogad egy tanárt, gondolkodás nélkül jelentkeztem – aztán az indulás előtti este már azon izgultam, mit fogok kérdezni.',
        'Kiderült, hogy fölöslegesen. A csapatvezető, akit mentoromnak jelöltek ki, az első negyedórában elmondta: nem bemutatót tartanak nekem, hanem egyszerűen velük dolgozom két napig.',
      ],
    },
    {
      heading: 'Reggeli egyeztetés, táblán cetlik',
      blocks: [
        'A napok rövid, állva tartott megbeszéléssel kezdődtek. Mindenki elmondta, min dolgozott előző nap, mi a mai terve, és hol akadt el. Tíz perc volt az egész, mégis mindenki pontosan tudta, mi történik a csapatban.',
        'A feladatok cetliken vándoroltak a „teendő”, „folyamatban” és „kész” oszlopok között. Ekkor jöttem rá, hogy a diákjaim projektmunkájából éppen ez hiányzik: látják a végeredményt, de nem látják az utat, és nem tudják, ki min dolgozik.',
      ],
    },
    {
      heading: 'Amit a kódról tanultam',
      blocks: [
        'Meglepett, mennyi időt töltenek a fejlesztők mások kódjának olvasásával. Minden változtatást legalább egy kolléga átnéz, mielőtt bekerül a közös kódba – és ezek az átnézések nem hibavadászatról szóltak, hanem arról, hogy mások is megértsék a megoldást.',
        {
          items: [
            'a beszédes változónevek többet érnek bármilyen megjegyzésnél;',
            'egy nagy feladatot mindig apró, önállóan ellenőrizhető lépésekre bontanak;',
            'a tesztek nem utólagos kötelességek, hanem a munka részei;',
            'kérdezni nem szégyen: a legtapasztaltabbak kérdeztek a legtöbbet.',
          ],
        },
      ],
    },
    {
      heading: 'Mit vittem haza?',
      blocks: [
        'Azóta a tizenegyedikesek csapatokban dolgoznak, saját feladattáblával és rövid heti egyeztetéssel. Mielőtt egy csapat beadja a munkáját, egy másik csapat átnézi a kódját, és írásban visszajelez. Az első hetekben sok volt a „de hát működik!” jellegű vita, mostanra viszont ők maguk kérik, hogy nézzük át együtt a kódjukat.',
        'A legnagyobb ajándék mégis az volt, hogy újra magabiztosan beszélek a szakmáról. Amikor egy diák megkérdezi, milyen lesz majd fejlesztőként dolgozni, már nem tankönyvi választ adok, hanem elmesélem, mit láttam.',
        'Minden kollégámnak csak ajánlani tudom: jelentkezzetek bátran mentorlátogatásra!',
      ],
    },
  ] satisfies ContentSection[],
};

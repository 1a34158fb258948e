export const homeContent = {
  hero: {
    title: 'Informatikatanárok klubja és mentorprogramja',
    lead: 'Ingyenes szakmai közösség azoknak, akik informatikát tanítanak: kurzusok, képzések, meetupok, tananyagok és látogatások olyan cégeknél, ahol a tanórán tanultakból mindennapi munka lesz.',
    teacherLink: { title: 'Tanár vagyok', description: 'Csatlakoznék a klubhoz' },
    companyLink: { title: 'Cégeknek', description: 'Tanárokat fogadnánk mentorként' },
  },
  mission: {
    heading: 'Küldetésünk',
    lead: 'Hisszük, hogy a jó informatikaóra ott kezdődik, ahol a tanár maga is kíváncsi marad. Ebben segítünk: tudással, kapcsolatokkal és egy támogató közösséggel.',
    pillars: [
      {
        title: 'Naprakész tudás',
        text: 'Online kurzuscsomagok és tantermi képzéssorozatok a programozás alapjaitól a felhőszolgáltatásokig – a tanári munkarendhez igazítva.',
      },
      {
        title: 'Kapcsolat az iparággal',
        text: 'Mentorlátogatások partnercégeknél: testközelből láthatod, hogyan dolgoznak a fejlesztők, és mit várnak el a pályakezdőktől.',
      },
      {
        title: 'Közösség',
        text: 'Meetupok, konferenciák és webináriumok, ahol tapasztalatot cserélhetsz kollégákkal az ország minden tájáról.',
      },
    ],
  },
  thanks: {
    heading: 'Köszönjük!',
    lead: 'Klubtagjaink és partnereink mondták – mi pedig hálásan köszönjük nekik.',
    testimonials: [
      {
        quote: 'A mentorlátogatás után teljesen átírtam a tizenegyedikesek projektfeladatait. Most már olyan munkafolyamatot gyakorolnak, amilyet egy valódi csapatban is látnának.',
        name: 'Szabó Katalin',
        role: 'informatikatanár, Pécs',
      },
      {
        quote: 'A webináriumokat este, otthonról is meg tudom nézni. Végre nem kell választanom a továbbképzés és a családom között.',
        name: 'Horváth Gábor',
        role: 'informatika–matematika szakos tanár, Győr',
      },
      {
        quote: 'A klub meetupjain olyan kollégákat ismertem meg, akikkel azóta közös versenyfelkészítőt tartunk a diákjainknak.',
        name: 'Nagy Eszter',
        role: 'informatikatanár, Szeged',
      },
      {
        quote: 'Partnercégként nekünk is sokat adnak a tanárok kérdései: tőlük tudjuk meg, mire van szükségük a jövő fejlesztőinek.',
        name: 'Tóth Balázs',
        role: 'fejlesztési vezető, Kódkert Kft.',
      },
      {
        quote: 'A tananyagtárból pár perc alatt találok kipróbált feladatsort, amit csak a saját osztályomra kell szabnom.',
        name: 'Kiss Andrea',
        role: 'informatikatanár, Debrecen',
      },
      {
        quote: 'Vidéki iskolából nehéz eljutni szakmai rendezvényekre. A klub ezt a távolságot sokkal rövidebbé tette.',
        name: 'Varga Péter',
        role: 'digitális kultúra tanár, Zalaegerszeg',
      },
    ],
  },
  experienceTeaser: {
    heading: 'Milyen egy mentorlátogatás?',
    text: 'Olvasd el egy klubtag beszámolóját arról, mit látott és mit vitt haza az osztályának.',
    link: 'Elolvasom a beszámolót',
  },
};

export const teacherContent = {
  title: 'Tanár vagyok',
  lead: 'Informatikát tanítasz általános iskolában, gimnáziumban, technikumban vagy felsőoktatásban? A klubtagság ingyenes, és mindent egy helyen kínál, ami a szakmai megújuláshoz kell.',
  offersHeading: 'Mit kínál a klub?',
  offers: [
    {
      id: 'courses',
      title: 'Ingyenes online kurzuscsomagok',
      text: 'Önállóan, a saját tempódban végezhető kurzusok programozásból, webfejlesztésből, adatbázisokból és hálózatokból.',
    },
    {
      id: 'training',
      title: 'Tantermi képzéssorozatok',
      text: 'Több alkalmas, gyakorlatorientált képzések kis csoportokban, tapasztalt oktatókkal.',
    },
    {
      id: 'webinars',
      title: 'Webináriumok',
      text: 'Esti online előadások aktuális témákról, amelyeket később visszanézhetsz.',
    },
    {
      id: 'meetups',
      title: 'Meetupok és konferenciák',
      text: 'Személyes találkozók kollégákkal és szakemberekkel – ötletek, jó gyakorlatok, kapcsolatok.',
    },
    {
      id: 'materials',
      title: 'Tananyagok',
      text: 'Kipróbált óravázlatok, feladatsorok, prezentációk és videók, témakörök szerint rendezve.',
    },
    {
      id: 'mentoring',
      title: 'Mentorlátogatások partnercégeknél',
      text: 'Egy-két napot tölthetsz egy fejlesztőcsapat mellett, hogy lásd, hogyan születik a szoftver a valóságban.',
    },
  ],
  audienceHeading: 'Kik jelentkezhetnek?',
  audience: [
    'A klub köznevelési és felsőoktatási intézményekben informatikát, digitális kultúrát vagy informatikai szakmai tárgyakat tanító pedagógusoknak szól.',
    'Diákok jelentkezését sajnos nem tudjuk elfogadni – a klub szolgáltatásai kifejezetten a tanári munkát segítik.',
  ],
  stepsHeading: 'Hogyan lehetsz klubtag?',
  steps: [
    'Töltsd ki a jelentkezési űrlapot a személyes és az iskolai adataiddal.',
    'Munkatársaink néhány munkanapon belül ellenőrzik a jelentkezésedet.',
    'E-mailben értesítünk, és a kapott linkkel beállíthatod a jelszavadat.',
  ],
  applyButton: 'Jelentkezem a klubba',
};

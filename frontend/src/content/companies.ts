export const companiesContent = {
  title: 'Cégeknek',
  lead: 'Az informatikatanárok döntik el, hogy ma kik kezdenek érdeklődni a szakma iránt. Mentorcégként abban segítetek nekik, hogy tanításuk közelebb kerüljön ahhoz, ami a fejlesztőcsapatokban valóban történik.',
  whyHeading: 'Miért érdemes csatlakozni?',
  why: [
    'Közvetlen kapcsolat az iskolákkal, ahol a jövő kollégái most tanulnak.',
    'Munkatársaitok megmutathatják, mire büszkék – és közben sokat tanulnak a tanárok kérdéseiből.',
    'Látható, hiteles társadalmi szerepvállalás a hazai informatikaoktatásért.',
  ],
  minimumHeading: 'Amit minimum vállaltok',
  minimum: [
    'Évente legalább egy tanár fogadása egy-két napos mentorlátogatásra.',
    'Egy kijelölt kapcsolattartó, aki megszervezi a látogatást.',
    'Egy munkatárs, aki a látogatás idején bevezeti a tanárt a csapat munkájába.',
  ],
  optionalHeading: 'Amit ezen felül vállalhattok',
  optional: [
    'Előadás vagy workshop tartása a klub meetupjain, konferenciáin.',
    'Webinárium vagy online kurzusrész készítése egy szakterületetekről.',
    'Tananyag, feladatsor vagy valós esettanulmány átadása órai felhasználásra.',
    'Több tanár fogadása, akár csoportos látogatás keretében.',
    'Támogatói részvétel a programban.',
  ],
  registerButton: 'Cégem regisztrálása',
  afterRegister: 'A regisztrációt követően munkatársaink néhány munkanapon belül felveszik veletek a kapcsolatot.',
};

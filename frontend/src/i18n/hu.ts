/**
 * Every user-facing Hungarian string of the application chrome, forms and errors.
 * Longer page copy (marketing pages, privacy notice, club info pages) lives in src/content/.
 * Backend error codes map to text in `errors`; field-level validation codes in `fieldErrors`.
 */
export const hu = {
  site: {
    name: 'IT Tanár Klub',
    homeLinkLabel: 'IT Tanár Klub – főoldal',
    titleSuffix: ' – IT Tanár Klub',
    skipToContent: 'Ugrás a tartalomra',
  },

  nav: {
    mainLabel: 'Fő navigáció',
    home: 'Főoldal',
    teacher: 'Tanár vagyok',
    companies: 'Cégeknek',
    partners: 'Mentorcégek',
    contact: 'Kapcsolat',
    club: 'Klub',
    openMenu: 'Menü megnyitása',
    closeMenu: 'Menü bezárása',
    menuTitle: 'Menü',
  },

  clubMenu: {
    home: 'Klub kezdőlap',
    mentoring: 'Mentorálás',
    services: 'Szolgáltatások',
    materials: 'Tananyagok',
    meetups: 'Meetupok',
    admin: 'Admin',
    profile: 'Profil',
    logout: 'Kijelentkezés',
    signedInAs: (name: string) => `Bejelentkezve: ${name}`,
  },

  footer: {
    partnersLabel: 'Partnercégeink',
    linksLabel: 'További oldalak',
    privacy: 'Adatkezelési tájékoztató',
    experiences: 'Tanári élménybeszámoló',
    contact: 'Kapcsolat',
    copyright: (fromYear: number, toYear: number, name: string) => `© ${fromYear}–${toYear} ${name}`,
  },

  common: {
    close: 'Bezárás',
    ok: 'Rendben',
    backToHome: 'Vissza a főoldalra',
    loading: 'Betöltés…',
    required: 'Kötelező mező',
  },

  pwa: {
    updateTitle: 'Új verzió érhető el',
    updateBody: 'Frissítsd az oldalt a legújabb változat betöltéséhez.',
    updateAction: 'Frissítés',
    updateLater: 'Később',
    offline: 'Nincs internetkapcsolat. A korábban megnyitott oldalak elérhetők, de módosítani most nem lehet.',
  },

  notFound: {
    title: 'A kért oldal nem található',
    body: 'Lehet, hogy elírás van a címben, vagy az oldal időközben megszűnt.',
    backToHome: 'Vissza a főoldalra',
  },

  routeError: {
    title: 'Váratlan hiba történt',
    body: 'Az oldal betöltése nem sikerült. Frissítsd az oldalt, és ha a hiba megmarad, írj nekünk.',
    reload: 'Oldal újratöltése',
  },

  membersOnly: 'Ez a tartalom csak klubtagok számára elérhető.',

  login: {
    title: 'Bejelentkezés',
    email: 'Email cím',
    password: 'Jelszó',
    stayLoggedIn: 'Bejelentkezve maradok',
    forgotPassword: 'Elfelejtett jelszó',
    submit: 'Bejelentkezés',
    submitting: 'Bejelentkezés folyamatban…',
    notMemberTitle: 'Még nem vagy klubtag?',
    notMemberBody: 'A klub ingyenes, és minden informatikát tanító pedagógust szeretettel vár.',
    learnMore: 'Tudj meg többet',
    apply: 'Jelentkezem',
  },

  resetRequest: {
    title: 'Elfelejtett jelszó',
    body: 'Add meg a regisztrációkor használt email címedet, és küldünk egy linket, amellyel új jelszót állíthatsz be.',
    email: 'Email cím',
    submit: 'Link küldése',
    cancel: 'Mégse',
    failed: 'Nem sikerült elküldeni a kérést. Kérjük, próbáld újra később.',
  },

  resetRequested: {
    title: 'Elküldtük a levelet',
    body: (email: string) =>
      `A(z) ${email} címre elküldtük a jelszó helyreállításához szükséges linket. Ha néhány percen belül nem érkezik meg, nézd meg a levélszemét mappát is.`,
  },

  teacherSignup: {
    title: 'Jelentkezés klubtagnak',
    soon: 'Az online jelentkezés hamarosan megnyílik.',
    contact: 'Addig is, ha csatlakoznál vagy kérdésed van, írj nekünk:',
  },

  companySignup: {
    title: 'Cég regisztrációja',
    soon: 'A cégek online regisztrációja hamarosan megnyílik.',
    contact: 'Addig is szívesen válaszolunk a mentorprogrammal kapcsolatos kérdéseidre:',
  },

  standalone: {
    signupCompletion: {
      title: 'Regisztráció befejezése',
      body: 'A kapott link segítségével itt fejezheted be a regisztrációdat: megadod a telefonszámodat, iskolád OM azonosítóját és az oktatási azonosítódat, majd beállítod a jelszavadat.',
    },
    activation: {
      title: 'Fiók aktiválása',
      body: 'Az aktiváló link megnyitása után itt állíthatod be a jelszavadat, és utána rögtön beléphetsz a klubba.',
    },
    passwordReset: {
      title: 'Jelszó helyreállítása',
      body: 'A helyreállító link megnyitása után itt adhatsz meg új jelszót, majd azzal jelentkezhetsz be.',
    },
    partnerSignIn: {
      title: 'Bejelentkezés partneroldalra',
      body: 'Egy partneroldal a klubtagságoddal szeretne beléptetni. Bejelentkezés után eldöntheted, megosztjuk-e vele a teljes nevedet, email címedet, iskoládat és településedet.',
      requestingSite: (host: string) => `Kérő oldal: ${host}`,
    },
  },

  club: {
    welcome: (name: string) => `Szia, ${name}!`,
    intro: 'Válaszd ki, mivel foglalkoznál ma.',
    tilesLabel: 'Klubfunkciók',
    backToClub: 'Vissza a klubba',
    tiles: {
      mentoring: { title: 'Mentorálás', description: 'Látogatások partnercégeknél, fejlesztők között.' },
      services: { title: 'Szolgáltatások', description: 'Kurzusok, képzések, webináriumok – jelentkezés egy helyen.' },
      materials: { title: 'Tananyagok', description: 'Óravázlatok, feladatsorok és prezentációk órákhoz.' },
      meetups: { title: 'Meetupok', description: 'Találkozók és konferenciák informatikatanároknak.' },
    },
    services: {
      title: 'Szolgáltatások',
      intro: 'Itt jelentkezhetsz a klub kurzusaira, képzéseire, webináriumaira és mentorlátogatásaira.',
    },
    subPage: {
      title: 'Szolgáltatás tartalma',
      body: 'A szolgáltatáshoz tartozó tartalom ezen az oldalon jelenik meg.',
      backToServices: 'Vissza a szolgáltatásokhoz',
    },
    materials: {
      title: 'Tananyagok',
      intro: 'Óravázlatok, feladatsorok, prezentációk és videók informatikaórákhoz, témakörök szerint csoportosítva.',
    },
  },

  profile: {
    title: 'Profil',
    intro: 'Az alábbi adatokkal szerepelsz a klubban.',
    loadFailed: 'Nem sikerült betölteni a profilodat. Kérjük, próbáld újra később.',
    retry: 'Újrapróbálás',
    fields: {
      name: 'Név',
      nickName: 'Becenév',
      email: 'Email cím',
      phone: 'Telefonszám',
      address: 'Irányítószám, település',
      schoolOm: 'Iskola OM azonosítója',
      personalId: 'Oktatási azonosító',
      levels: 'Tanított szintek',
    },
    levels: {
      altalanosIskola: 'általános iskola',
      gimnazium: 'gimnázium',
      szakgimnazium: 'technikum',
      szakmaiTargy: 'szakmai tárgy',
      idenErettsegi: 'idén érettségiztet',
      felsooktatas: 'felsőoktatás',
    },
    empty: '—',
  },

  admin: {
    title: 'Adminisztráció',
    intro: 'A klub tagjainak, partnercégeinek, szolgáltatásainak és tananyagainak kezelése.',
    tilesLabel: 'Admin felületek',
    backToAdmin: 'Vissza az adminba',
    users: { title: 'Felhasználók', description: 'Jelentkezők aktiválása, tagok keresése és exportja.' },
    companies: { title: 'Cégek', description: 'A mentorprogramba jelentkezett cégek listája.' },
    services: { title: 'Szolgáltatások', description: 'Kategóriák, szolgáltatások, jelentkezések kezelése.' },
    materials: { title: 'Tananyagok', description: 'Tananyagcsoportok, címkék és tananyagok.' },
    pages: {
      users: 'Felhasználók',
      companies: 'Jelentkezett cégek',
      services: 'Szolgáltatások kezelése',
      materials: 'Tananyagok kezelése',
    },
    comingSoon: 'A felület eszközei hamarosan itt lesznek elérhetők.',
  },

  /** Backend error codes (`message` of an error response) and client-side ones. */
  errors: {
    WRONG_EMAIL: 'Helytelen email cím',
    NOT_ACTIVATED: 'Ez a fiók még nincs aktiválva.',
    ACCOUNT_DISABLED: 'Ez a fiók le van tiltva.',
    WRONG_PASSWORD: 'Helytelen jelszó',
    TOO_MANY_REQUESTS: 'Túl sok próbálkozás. Kérjük, várj néhány percet, majd próbáld újra.',
    UNAUTHENTICATED: 'A munkameneted lejárt. Kérjük, jelentkezz be újra.',
    VALIDATION_FAILED: 'Kérjük, ellenőrizd a megadott adatokat.',
    NETWORK_ERROR: 'Nem sikerült elérni a szervert. Ellenőrizd az internetkapcsolatot, majd próbáld újra.',
    UNKNOWN: 'Váratlan hiba történt. Kérjük, próbáld újra később.',
  } as Record<string, string>,

  /** Codes of `errors[].code` in a VALIDATION_FAILED response. */
  fieldErrors: {
    REQUIRED: 'Kötelező mező',
    INVALID_EMAIL: 'Érvénytelen email cím',
    TOO_LONG: 'Túl hosszú érték',
    TOO_SHORT: 'Túl rövid érték',
    INVALID: 'Érvénytelen érték',
  } as Record<string, string>,
};

export function errorText(code: string): string {
  return hu.errors[code] ?? hu.errors.UNKNOWN;
}

export function fieldErrorText(code: string): string {
  return hu.fieldErrors[code] ?? hu.fieldErrors.INVALID;
}

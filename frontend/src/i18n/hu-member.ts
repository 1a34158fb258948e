import type { ApiErrorCode } from '@/lib/api-client';
import { withArticle } from '@backend/shared/i18n/hungarian-article';
import { TEACHING_LEVEL_TEXTS } from '@backend/modules/accounts/domain/accounts.member-words';
import { MATERIAL_TYPE_TEXTS } from '@backend/modules/materials/domain/materials.member-words';
import { NO_PARTNER_DATA, PARTNER_DATA_MEMBER_TEXTS } from '@backend/modules/partners/domain/partners.member-words';

/**
 * The Hungarian of a member's own pages (club, services, materials, profile and data rights) and of
 * the account pages opened from mails and partner sites, kept apart from `hu.ts` so that a visitor of
 * the public pages never downloads it (docs/decisions.md).
 */
export const huMember = {
  /** The pages of the links in our mails: activation, completion, password reset. */
  account: {
    verifying: 'A link ellenőrzése…',
    email: 'E-mail-cím',
    invalidBody: 'A link, amellyel ide érkeztél, már nem működik: lehet, hogy már felhasználták, vagy lejárt.',
    invalidLogin: 'Ha korábban már beállítottad a jelszavadat, egyszerűen jelentkezz be a klubba.',
    invalidSupport: 'Ha problémád van, írj nekünk: ',
    back: 'Vissza a főoldalra',
    activation: {
      title: 'Fiók aktiválása',
      intro: 'Állítsd be a jelszavadat, és utána rögtön beléphetsz a klubba.',
      submit: 'Jelszó beállítása és belépés',
      submitting: 'Jelszó beállítása…',
      invalidTitle: 'Helytelen aktivációs kód',
    },
    completion: {
      title: 'Regisztráció befejezése',
      greeting: (firstName: string) => `Szia, ${firstName}!`,
      intro:
        'Már csak néhány adat hiányzik a tagságodhoz. Add meg őket, állítsd be a jelszavadat, és munkatársaink ellenőrzés után aktiválják a fiókodat.',
      submit: 'Regisztráció befejezése',
      submitting: 'Mentés…',
      invalidTitle: 'Helytelen aktivációs kód',
      thanksTitle: 'Köszönjük!',
      thanksBody:
        'Megkaptuk az adataidat. Munkatársaink hamarosan ellenőrzik őket, és e-mailben értesítünk, amint bejelentkezhetsz a klubba.',
    },
    reset: {
      title: 'Új jelszó beállítása',
      intro: 'Add meg az új jelszavadat kétszer.',
      submit: 'Új jelszó mentése',
      submitting: 'Mentés…',
      invalidTitle: 'Helytelen helyreállító kód',
      successTitle: 'Sikeres jelszócsere',
      successBody: 'Az új jelszavaddal most már bejelentkezhetsz a klubba.',
    },
  },

  /** Said to screen readers when an account page moves from checking its link to its form. */
  accountSteps: {
    formReady: 'A link érvényes, kitöltheted az űrlapot.',
  },

  standalone: {
    partnerSignIn: {
      title: 'Bejelentkezés partneroldalra',
      body: 'Egy partneroldal a klubtagságoddal szeretne beléptetni. Bejelentkezés után eldöntheted, megosztjuk-e vele az adataidat.',
      requestingSite: (host: string) => `Kérő oldal: ${host}`,
      greeting: (nickName: string) => `Szia, ${nickName}!`,
      asks: (name: string) => `${withArticle(name, { capital: true })} szeretne beléptetni a klubtagságoddal. Ha elfogadod, ezeket kapja meg rólad:`,
      sharedLabel: 'Megosztott adatok',
      data: PARTNER_DATA_MEMBER_TEXTS,
      grantedBefore: (date: string) => `Ennek az oldalnak korábban már engedélyezted a belépést (${date}). Most is megkérdezünk, mert minden alkalommal te döntesz.`,
      accept: 'Elfogadom',
      accepting: 'Belépés folyamatban…',
      decline: 'Elutasítom',
      acceptFailed: 'Nem sikerült a belépés. Kérjük, próbáld újra.',
      checking: 'A kérő oldal ellenőrzése…',
      errorTitle: 'Nem lehet bejelentkezni',
      invalidRequest: 'Ez a bejelentkezési kérés hibás: hiányzik vagy érvénytelen a kérő oldal címe. Zárd be ezt az ablakot, és próbáld újra a partneroldalról.',
      noOpener: 'Ez az ablak csak egy partneroldalról megnyitva működik. Zárd be, és indítsd a bejelentkezést a partneroldalon.',
      unknownPartner: (host: string) => `${withArticle(host, { capital: true })} nem a klub partneroldala, ezért nem léptethet be a klubtagságoddal. Semmilyen adatot nem küldtünk el.`,
      close: 'Ablak bezárása',
      // A partner registered to receive no personal data (issue 21).
      asksOnlyId: (name: string) => `${withArticle(name, { capital: true })} szeretne beléptetni a klubtagságoddal.`,
      receivesOnlyId: { before: 'Ha elfogadod, rólad ', emphasis: NO_PARTNER_DATA, after: ', személyes adatot nem.' },
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
    materials: {
      title: 'Tananyagok',
      intro: 'Óravázlatok, feladatsorok, prezentációk és videók informatikaórákhoz, témakörök szerint csoportosítva.',
    },
    /** The club home's list of the member's own sign-ups (issue 41 §9). */
    mySignups: {
      title: 'Jelentkezéseim',
      loadFailed: 'Nem sikerült betölteni a jelentkezéseidet.',
      empty: 'Még nem jelentkeztél egyetlen szolgáltatásra sem.',
      browse: 'Szolgáltatások megnézése',
      waitlistPosition: (position: number) => `Várólista: ${position}. hely`,
      code: (code: string) => `A kódod: ${code}`,
    },
  },

  /** The profile's "Adataim": one's own data to take away, and erasing one's own account (issue 12). */
  accountDeletion: {
    title: 'Adataim',
    downloadIntro: 'Letöltheted mindazt, amit a klub rólad tárol: a profilodat, a jelentkezéseidet és kódjaidat, a kapcsolt oldalakat és a fiókod előzményeit. Az Excel-fájlt neked szántuk, hogy elolvasd; a JSON-fájlt más programok tudják feldolgozni.',
    downloadXlsx: 'Excel – olvasáshoz',
    downloadJson: 'JSON – gépi feldolgozáshoz',
    downloadFailed: 'Nem sikerült elindítani a letöltést. Kérjük, próbáld újra.',
    intro: 'Ha már nem szeretnél klubtag lenni, törölheted a fiókodat. A törlés végleges: a profilod, a jelentkezéseid, a kuponkódjaid és a kapcsolt oldalak engedélyei is törlődnek, és ezzel az e-mail-címmel újra kell jelentkezned, ha visszatérnél.',
    open: 'Fiókom törlése',
    dialogTitle: 'Biztosan törlöd a fiókodat?',
    dialogBody: 'A törlés nem vonható vissza. A megerősítéshez add meg a jelszavadat.',
    password: 'Jelszó',
    confirm: 'Végleges törlés',
    deleting: 'Törlés folyamatban…',
    cancel: 'Mégse',
    doneTitle: 'A fiókodat töröltük',
    doneBody: 'Minden adatodat töröltük a klubból. Köszönjük, hogy velünk voltál!',
    failed: 'Nem sikerült törölni a fiókot. Kérjük, próbáld újra.',
  },

  /** "Sign out everywhere" on the profile (issue 14): ends every session, on every device. */
  sessions: {
    title: 'Bejelentkezések',
    intro: 'Ha elvesztetted a telefonodat, vagy egy közös gépen bejelentkezve maradtál, itt minden eszközön kijelentkezhetsz. Utána újra be kell jelentkezned.',
    open: 'Kijelentkezés minden eszközön',
    dialogTitle: 'Kijelentkezel minden eszközön?',
    dialogBody: 'Minden böngészőben és eszközön kijelentkeztetünk, ezen is. A jelszavad nem változik.',
    confirm: 'Igen, kijelentkezem mindenhol',
    cancel: 'Mégse',
    failed: 'Nem sikerült a kijelentkeztetés. Kérjük, próbáld újra.',
  },

  /** The profile's own password change (issue 22): every other device is signed out, this one stays. */
  passwordChange: {
    title: 'Jelszó',
    intro: 'Ha módosítod a jelszavadat, minden más eszközön kijelentkeztetünk; ezen bejelentkezve maradsz.',
    open: 'Jelszó módosítása',
    dialogTitle: 'Jelszó módosítása',
    currentPassword: 'Jelenlegi jelszó',
    newPassword: 'Új jelszó',
    newPasswordConfirm: 'Új jelszó még egyszer',
    submit: 'Új jelszó mentése',
    submitting: 'Mentés folyamatban…',
    cancel: 'Mégse',
    doneTitle: 'Sikeres jelszócsere',
    doneBody: 'Mostantól az új jelszavaddal léphetsz be. Minden más eszközön kijelentkeztettünk.',
    failed: 'Nem sikerült módosítani a jelszót. Kérjük, próbáld újra.',
  },

  /** The profile's list of partner sites the member lets receive data (issue 11). */
  partnerGrants: {
    title: 'Kapcsolt oldalak',
    intro: 'Partneroldalak, amelyeken a klubtagságoddal léptél be, és amit megkapnak rólad. Ha visszavonod, a következő belépéskor újra megkérdezünk.',
    empty: 'Még egy partneroldalra sem léptél be a klubtagságoddal.',
    loadFailed: 'Nem sikerült betölteni a kapcsolt oldalakat.',
    granted: (date: string) => `Engedélyezve: ${date}`,
    receives: (items: string) => `Megkapja: ${items}`,
    revoke: (name: string) => `Visszavonás: ${name}`,
    revokeLabel: 'Visszavonás',
    revokeFailed: 'Nem sikerült visszavonni. Kérjük, próbáld újra.',
    // A partner that receives no personal data (issue 21): never an empty "Megkapja:".
    receivesOnlyId: { before: 'Rólad ', emphasis: NO_PARTNER_DATA, after: ', személyes adatot nem.' },
  },

  profile: {
    title: 'Profil',
    intro: 'Tartsd naprakészen az adataidat: ezek alapján tartunk kapcsolatot veled, és ezeket látják munkatársaink.',
    loadFailed: 'Nem sikerült betölteni a profilodat.',
    personalSection: 'Személyes adatok',
    schoolSection: 'Munkahely és tanítás',
    levelsSection: 'Hol tanítasz?',
    levelsHint: 'Jelöld be mindazt, ami rád igaz.',
    emailHint: 'Az e-mail-címed nem módosítható. Ha megváltozott, írj nekünk.',
    idsHint: 'Az azonosítóidat munkatársaink módosíthatják, ha elírás történt.',
    levels: TEACHING_LEVEL_TEXTS,
    save: 'Mentés',
    saving: 'Mentés folyamatban…',
    savedTitle: 'Sikeres mentés',
    savedBody: 'A profilodat elmentettük.',
    saveFailed: 'Nem sikerült menteni a profilodat. Kérjük, próbáld újra később.',
  },

  /**
   * The mandatory data check while the profile says needsProfileCheck (issue 41 §3): on every club page
   * in the page's place, and on the profile above the form, with what to look at.
   */
  profileCheck: {
    title: 'Kérjük, ellenőrizd az adataidat',
    body: 'Munkatársaink arra kérik a klubtagokat, hogy nézzék át a profiljukban tárolt adataikat, és frissítsék, ha valami megváltozott.',
    whatToCheck: 'Ezeket nézd át:',
    items: [
      'a neved és a beceneved,',
      'a telefonszámod,',
      'az irányítószámod és a településed,',
      'az iskolád, ahol tanítasz,',
      'hogy milyen iskolatípusban tanítasz.',
    ],
    howTo: 'Nyisd meg a profilodat, ellenőrizd az adatokat, majd mentsd el őket. Utána újra használhatod a klubot.',
    action: 'Tovább a profilomhoz',
    /** Above the profile form. */
    profileHowTo: 'A megjelölt részeket nézd át, javítsd, ami megváltozott, majd kattints a Mentés gombra – akkor is, ha minden adat stimmel.',
    fixedHint: 'Ha az e-mail-címed, az OM-azonosítód vagy az oktatási azonosítód hibás, írj nekünk: ezeket munkatársaink javítják.',
    marked: 'Ellenőrizd',
    savedBody: 'Köszönjük, hogy ellenőrizted az adataidat! Újra használhatod a klubot.',
  },

  /**
   * A list shown offline from the copy saved on this device (services, materials; issue 21), with
   * the Budapest time it was saved ("2026. november 26. 21:08"); it refreshes once back online.
   */
  offlineView: (savedAt: string) => `Offline nézet – a lista ${savedAt}-kor mentett állapota.`,

  /** The members' materials page (/klub/tananyagok, SPEC §2) and saving files for offline reading. */
  materials: {
    loadFailed: 'Nem sikerült betölteni a tananyagokat.',
    empty: 'Még nincs feltöltött tananyag. Nézz vissza később!',
    noMatch: 'Nincs a szűrésnek megfelelő tananyag.',
    clearFilters: 'Szűrés törlése',
    filtersLabel: 'Szűrés',
    search: 'Keresés a tananyagok nevében',
    tagsLabel: 'Címkék',
    groupLabel: (tags: string) => (tags ? `Tananyagcsoport: ${tags}` : 'Tananyagcsoport'),
    groupTags: 'A csoport címkéi',
    types: MATERIAL_TYPE_TEXTS,
    onlineOnly: 'csak online',
    openFailed: 'Nem sikerült megnyitni a fájlt. Kérjük, próbáld újra.',
    offline: {
      saveFile: (name: string) => `Mentés offline: ${name}`,
      saveGroup: 'Csoport mentése offline',
      saveAll: 'Minden fájl mentése offline',
      saved: 'Offline elérhető',
      removeFile: (name: string) => `Offline példány törlése: ${name}`,
      removeAll: 'Offline fájlok törlése',
      saving: (done: number, total: number) => `Mentés offline: ${done} / ${total} fájl…`,
      failed: 'Nem sikerült minden fájlt offline menteni. Kérjük, próbáld újra.',
      used: (count: number, size: string) => `${count} fájl offline mentve, ${size}.`,
      none: 'Még nincs offline mentett fájl.',
      unsupported: 'Ez a böngésző nem tud fájlokat offline menteni.',
      notSaved: 'Ez a fájl nincs offline mentve: megnyitásához internetkapcsolat kell.',
      /** Beside a material that cannot be opened now: offline, and not saved on this device. */
      unavailable: 'offline nem érhető el',
    },
  },

  /** The member's services list and detail dialog (/klub/szolgaltatasok, SPEC §4). */
  services: {
    loadFailed: 'Nem sikerült betölteni a szolgáltatásokat.',
    empty: 'Jelenleg nincs elérhető szolgáltatás.',
    notFound: 'A kért szolgáltatás nem található: lehet, hogy időközben megszűnt.',
    /** SPEC §4 status chips, word for word. */
    chips: {
      full: 'Betelt',
      signedUp: 'Jelentkezve',
      rejected: 'Elutasítva',
      awaitingApproval: 'Jóváhagyás alatt',
      available: 'Elérhető',
      unavailable: 'Nem elérhető',
      waitlistAvailable: 'Várólista elérhető',
      onWaitlist: 'Várólistán',
      approvalNeeded: 'Jóváhagyás szükséges',
    },
    chipsLabel: 'Állapot',
    details: 'Részletek',
    /** A category shows its first services; the rest load a page at a time (docs/decisions/0098). */
    showAll: (count: number) => `Mind a ${count} szolgáltatás mutatása`,
    showMore: (count: number) => `További ${count} szolgáltatás betöltése`,
    showFewer: 'Kevesebb mutatása',
    restFailed: 'Nem sikerült betölteni a kategória többi szolgáltatását.',
    seats: (taken: number, limit: number) => `Foglalt helyek: ${taken} / ${limit}`,
    /** SPEC §4 apply button texts. */
    apply: {
      apply: 'Jelentkezem',
      waitlist: 'Várólistára jelentkezem',
      full: 'Betelt',
    },
    inactive: 'Erre a szolgáltatásra már nem fogadunk több jelentkezést.',
    rejected: (supportEmail: string) =>
      `A jelentkezésedet a szervezők ezúttal nem tudták elfogadni, ezért ezen a szolgáltatáson nem veszel részt. Ha kérdésed van, vagy egy következő alkalomra jelentkeznél, írj nekünk: ${supportEmail}.`,
    priorityAsked: 'Elsőbbséget kértél a várólistán.',
    radioLabel: 'Válassz egy lehetőséget',
    radioLockedLabel: 'A jelentkezéskor választott lehetőség',
    priorityDefault: 'Elsőbbséget kérek a várólistán',
    signedUpInfo: 'Jelentkezőknek',
    code: 'A kódod',
    codePending: 'A kódodat hamarosan kiosztjuk: amint megvan, itt látod, és e-mailben is elküldjük.',
    viewContent: 'Tartalom megtekintése',
    withdraw: 'Jelentkezés visszavonása',
    leaveWaitlist: 'Leiratkozás a várólistáról',
    offline: 'Nincs internetkapcsolat: jelentkezni és a jelentkezést visszavonni csak online lehet.',
    confirmApply: {
      title: 'Jelentkezés megerősítése',
      body: (name: string) => `Biztosan jelentkezel erre a szolgáltatásra: ${name}?`,
      waitlistBody: (name: string) => `${withArticle(name, { capital: true })} betelt. Szeretnél felkerülni a várólistára?`,
      confirm: 'Igen, jelentkezem',
      cancel: 'Mégse',
    },
    confirmWithdraw: {
      title: 'Jelentkezés visszavonása',
      body: (name: string) => `Biztosan visszavonod a jelentkezésedet erre a szolgáltatásra: ${name}? A helyedet más kaphatja meg.`,
      confirm: 'Igen, visszavonom',
      cancel: 'Mégse',
    },
    confirmLeaveWaitlist: {
      title: 'Leiratkozás a várólistáról',
      body: (name: string) => `Biztosan leiratkozol ${withArticle(name)} várólistájáról?`,
      confirm: 'Igen, leiratkozom',
      cancel: 'Mégse',
    },
    /** SPEC §8: opened on any failed sign-up. */
    fullDialog: {
      title: 'Ez a szolgáltatás betelt',
      body: 'Sajnos erre a szolgáltatásra nem tudunk több jelentkezést fogadni.',
      ok: 'Rendben',
    },
    errors: {
      NOT_SIGNED_UP: 'Erre a szolgáltatásra már nem vagy jelentkezve.',
    } as Partial<Record<ApiErrorCode, string>>,
  },

  /** A service's content page (/klub/szolgaltatasok/{subPageUrl}, SPEC §2, §4). */
  subPage: {
    backToServices: 'Vissza a szolgáltatásokhoz',
    notFound: 'A kért oldal nem található.',
    notFoundBody: 'Lehet, hogy elírás van a címben, vagy a tartalom időközben megszűnt.',
    forbiddenBody: 'Ez a tartalom a szolgáltatásra jelentkezett klubtagoknak szól. Jelentkezz a szolgáltatásra, és utána itt eléred.',
    toService: 'Tovább a szolgáltatáshoz',
    loadFailed: 'Nem sikerült betölteni az oldalt.',
    files: 'Letölthető fájlok',
    downloadFailed: 'Nem sikerült elindítani a letöltést. Kérjük, próbáld újra.',
    share: {
      title: 'Oszd meg kollégáiddal',
      body: 'Ez az oldal nyilvános: a linkjét bárkinek elküldheted, bejelentkezés nélkül is megnyitható.',
      label: 'Az oldal linkje',
      copy: 'Link másolása',
      copied: 'A link a vágólapra került.',
    },
  },
};

import { ERROR_TEXTS, type TextedErrorCode } from '@backend/module-lists/errors';
import type { FieldCode } from '@backend/shared/error-codes';
import { withArticle } from '@backend/shared/i18n/hungarian-article';
import { TABLE_LIMIT_TEXTS } from '@backend/shared/i18n/table-limit-texts';
import type { ApiErrorCode } from '@/lib/api-client';
import type { ClientErrorCode } from './folded-codes';
import { huBoot } from './hu-boot';

/**
 * The Hungarian every page may show: the shell, the public pages, the dialogs the shell opens, and
 * every error text. A member's own pages read `hu-member.ts`, the admin's `hu-admin.ts`, so a visitor
 * never downloads theirs. Longer page copy (marketing pages, privacy notice, club info pages) lives in
 * src/content/. Backend error codes map to text in `errors`; field-level validation codes in `fieldErrors`.
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

  /** A session that ended under the member (expired, ended elsewhere, account gone). */
  session: {
    expired: 'A munkameneted lejárt, jelentkezz be újra.',
  },

  /** The question asked before unsaved work is closed (components/ui/discard-dialog). */
  discard: {
    discard: 'Elvetés',
    back: 'Vissza',
    backToForm: 'Vissza a kitöltéshez',
    saveAndClose: 'Mentés és bezárás',
  },

  common: {
    close: 'Bezárás',
    ok: 'Rendben',
    backToHome: 'Vissza a főoldalra',
    loading: 'Betöltés…',
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
    body: 'Az oldalt nem sikerült megjeleníteni. Próbáld újra, és ha a hiba megmarad, írj nekünk.',
  },

  /** File sizes (lib/file-size.ts): in KB, and never "0 KB". */
  fileSize: {
    underOneKb: '< 1 KB',
    kb: (kb: number) => `${kb} KB`,
  },

  /**
   * What a page says when its data or its code does not arrive (issue 21): what failed, in the page's
   * own words, then why, and "Újrapróbálom". Never "Betöltés…" for ever.
   */
  loadFailure: {
    retry: huBoot.retry,
    /** A page's own call failed where the page has no more particular words (a checked link, a partner). */
    page: 'Nem sikerült betölteni az oldalt.',
    offline: 'Nincs internetkapcsolat, és ez az oldal nincs elmentve ezen az eszközön. Amint visszatér a kapcsolat, magától betöltődik.',
    timeout: 'A szerver nem válaszolt időben.',
    unreachable: 'Nem sikerült elérni a szervert.',
    server: 'A szerveren átmeneti hiba történt.',
    /** The page's code (a chunk of the app) did not arrive. */
    code: huBoot,
  },

  membersOnly: 'Ez a tartalom csak klubtagok számára elérhető.',

  login: {
    title: 'Bejelentkezés',
    email: 'E-mail-cím',
    password: 'Jelszó',
    stayLoggedIn: 'Bejelentkezve maradok',
    forgotPassword: 'Elfelejtett jelszó',
    /** A wait after wrong passwords (issue 38 §2): the owner is never stuck, a reset link ends it. */
    tooManyAttempts:
      'Túl sok próbálkozás. Várj néhány percet, majd próbáld újra. Ha a fiók a tiéd, az „Elfelejtett jelszó” linkkel új jelszót kérhetsz, és azzal beléphetsz.',
    submit: 'Bejelentkezés',
    submitting: 'Bejelentkezés folyamatban…',
    notMemberTitle: 'Még nem vagy klubtag?',
    notMemberBody: 'A klub ingyenes, és minden informatikát tanító pedagógust szeretettel vár.',
    learnMore: 'Tudj meg többet',
    apply: 'Jelentkezem',
  },

  resetRequest: {
    title: 'Elfelejtett jelszó',
    body: 'Add meg a regisztrációkor használt e-mail-címedet, és küldünk egy linket, amellyel új jelszót állíthatsz be.',
    email: 'E-mail-cím',
    submit: 'Link küldése',
    cancel: 'Mégse',
    failed: 'Nem sikerült elküldeni a kérést. Kérjük, próbáld újra később.',
  },

  resetRequested: {
    title: 'Elküldtük a levelet',
    body: (email: string) =>
      `${withArticle(email, { capital: true })} címre elküldtük a jelszó helyreállításához szükséges linket. Ha néhány percen belül nem érkezik meg, nézd meg a levélszemét mappát is.`,
  },

  teacherSignup: {
    title: 'Jelentkezés klubtagnak',
    steps: ['Személyes adatok', 'Iskola és adatkezelés', 'Köszönjük!'],
    personalIntro:
      'A klub informatikát tanító pedagógusoknak szól; diákok jelentkezését sajnos nem tudjuk fogadni. Minden mező kitöltése kötelező.',
    schoolIntro:
      'Válaszd ki az iskolát, ahol tanítasz, és add meg az azonosítóidat: ezek alapján ellenőrzik munkatársaink a jelentkezésedet.',
    checkingEmail: 'E-mail-cím ellenőrzése…',
    submit: 'Regisztráció',
    submitting: 'Regisztráció folyamatban…',
    thanksTitle: 'Köszönjük a jelentkezésedet!',
    thanksBody:
      'Munkatársaink néhány munkanapon belül átnézik a jelentkezésedet, és e-mailben értesítünk, amint aktiváltuk a tagságodat. Az aktiváló levélben lévő linkkel állíthatod be a jelszavadat.',
    thanksMail: (email: string) => `A jelentkezés visszaigazolását elküldtük ${withArticle(email)} címre.`,
  },

  companySignup: {
    title: 'Cég regisztrációja',
    steps: ['Cégadatok', 'Kapcsolattartó és adatkezelés', 'Köszönjük!'],
    companyIntro:
      'Meséljetek magatokról: mivel foglalkozik a cég, és hány tanárt tudnátok fogadni mentorlátogatásra. A „nem kötelező” jelölésű mezőn kívül minden mező kitöltése kötelező.',
    contactIntro: 'Kit kereshetünk a mentorprogrammal kapcsolatban?',
    name: 'Cég neve',
    website: 'Weboldal',
    activities: 'Tevékenységi kör',
    activitiesHint: 'Röviden: mivel foglalkoztok, milyen technológiákkal dolgoztok.',
    teacherCount: 'Hány tanárt tudtok fogadni évente?',
    invalidTeacherCount: 'Adj meg egy pozitív egész számot.',
    optionals: 'Amit ezen felül vállalnátok (nem kötelező)',
    optionalsHint: 'Például előadás egy meetupon, webinárium, tananyag, csoportos látogatás.',
    contactName: 'Kapcsolattartó neve',
    contactEmail: 'Kapcsolattartó e-mail-címe',
    contactPhone: 'Kapcsolattartó telefonszáma',
    submit: 'Regisztráció',
    submitting: 'Regisztráció folyamatban…',
    thanksTitle: 'Köszönjük a regisztrációt!',
    thanksBody:
      'Munkatársaink néhány munkanapon belül felveszik veletek a kapcsolatot a megadott elérhetőségeken, és egyeztetik a részleteket.',
    thanksMail: (email: string) => `A regisztráció visszaigazolását elküldtük ${withArticle(email)} címre.`,
  },

  /** Pieces shared by the signup dialogs, the account pages and the profile form. */
  forms: {
    stepOf: (step: number, total: number, name: string) => `${step}/${total} · ${name}`,
    next: 'Tovább',
    back: 'Vissza',
    cancel: 'Mégse',
    close: 'Bezárás',
    lastName: 'Vezetéknév',
    firstName: 'Keresztnév',
    nickName: 'Becenév',
    email: 'E-mail-cím',
    phone: 'Telefonszám',
    zip: 'Irányítószám',
    city: 'Település',
    schoolOm: 'Iskola OM azonosítója',
    schoolOmHint: 'Az iskola 6 jegyű intézményi azonosítója.',
    personalId: 'Oktatási azonosító',
    personalIdHint: 'A pedagógusigazolványodon is szereplő 11 jegyű szám.',
    personalIdChecksum:
      'Ez nem tűnik érvényes oktatási azonosítónak. Kérjük, ellenőrizd; ha biztosan jó, nyugodtan továbbléphetsz.',
    password: 'Jelszó',
    passwordConfirm: 'Jelszó még egyszer',
    passwordHint: 'Legalább 10 karakter, és ne legyen könnyen kitalálható: egy több szóból álló, csak általad ismert mondat erősebb, mint egy rövid, bonyolult szó.',
    invalidPhone: 'Érvénytelen telefonszám',
    invalidZip: 'Az irányítószám 4 számjegyből áll.',
    invalidSchoolOm: 'Az OM azonosító 6 számjegyből áll.',
    invalidPersonalId: 'Az oktatási azonosító csak számjegyekből állhat.',
    passwordTooShort: 'A jelszónak legalább 10 karakterből kell állnia.',
    passwordMismatch: 'A két jelszó nem egyezik meg',
    invalid: 'Érvénytelen érték',
    privacyBefore: 'Elolvastam és elfogadom az ',
    privacyLink: 'adatkezelési tájékoztatót',
    privacyAfter: '.',
    privacyNewTab: ' (új lapon nyílik meg)',
    offline: 'Nincs internetkapcsolat. Amint újra lesz, folytathatod.',
    discardTitle: 'Elveted a kitöltött adatokat?',
    discardBody: 'Ha most bezárod az ablakot, a megadott adatok elvesznek.',
  },

  schoolPicker: {
    label: 'Iskola',
    placeholder: 'Kezdd el gépelni az iskola nevét vagy települését',
    loading: 'Iskolák betöltése…',
    loadFailed: 'Nem sikerült betölteni az iskolák listáját.',
    retry: 'Újrapróbálás',
    more: (count: number) => `Tovább ${count} találat (…)`,
    none: 'Nincs találat',
  },

  /** What a screen reader hears when a form moves on (the shared step helper, `useFormFocus`). */
  formSteps: {
    announcement: (step: number, name: string) => `${step}. lépés: ${name}`,
  },

  /**
   * The text of every code a failed call can carry, as the module that owns it declares it (backend
   * `modules/<m>/domain/<m>.errors.ts`, `shared/error-codes.ts`, collected in `module-lists/errors.ts`) but the
   * ones folded on purpose (`folded` there), plus the client's own NETWORK_ERROR and UNKNOWN. A screen
   * may say more in its own words (e.g. `adminServices.signups.errors`); this is what everyone else shows.
   */
  errors: {
    ...ERROR_TEXTS,
    NETWORK_ERROR: 'Nem sikerült elérni a szervert. Ellenőrizd az internetkapcsolatot, majd próbáld újra.',
    TIMEOUT: 'A szerver nem válaszolt időben. Kérjük, próbáld újra.',
    UNKNOWN: 'Váratlan hiba történt. Kérjük, próbáld újra később.',
  } satisfies Record<TextedErrorCode | ClientErrorCode, string>,

  /** The text of every code of `errors[].code` in a VALIDATION_FAILED (backend `shared/error-codes.ts`). */
  fieldErrors: {
    whitelistValidation: 'Ezt az adatot nem várjuk.',
    isString: 'Érvénytelen érték',
    isInt: 'Egész számot adj meg.',
    isBoolean: 'Érvénytelen érték',
    isArray: 'Érvénytelen érték',
    isIn: 'Válassz a lehetőségek közül.',
    isNotEmpty: 'Kötelező mező',
    isEmail: 'Érvénytelen e-mail-cím',
    matches: 'Érvénytelen formátum',
    minLength: 'Túl rövid érték',
    maxLength: 'Túl hosszú érték',
    min: 'Túl kicsi érték',
    max: 'Túl nagy érték',
    arrayMaxSize: 'Túl sok elem',
    arrayMinSize: 'Válassz legalább egyet.',
    arrayUnique: 'Egy elem többször szerepel.',
    malformed: 'A küldött adat hibás. Kérjük, próbáld újra.',
    schoolNotFound: 'Kérjük, válassz iskolát a listából',
    botCheckFailed: 'Az automatikus robotszűrés nem sikerült. Kérjük, próbáld újra.',
    tooLarge: 'A fájl túl nagy (legfeljebb 20 MB).',
    notAnImage: 'Csak PNG, JPEG, GIF vagy WebP kép tölthető fel.',
    notADocument: 'Csak PDF, Word vagy PowerPoint fájl tölthető fel.',
    isOrigin: 'Minden cím pontosan séma://gép[:port] alakú legyen, útvonal nélkül (például https://akademia.example).',
    isMaterialLink: 'Adj meg egy http:// vagy https:// kezdetű linket, vagy tölts fel egy fájlt.',
    oneLine: 'Egy sorban add meg, sortörés, vezérlőkarakterek és láthatatlan jelek (például irányváltó jel vagy nulla szélességű szóköz) nélkül.',
    tooManyFiles: 'Egyszerre egy fájlt tölts fel.',
    weakPassword: 'Ezt a jelszót könnyű kitalálni (gyakori jelszó, szó, név, dátum vagy minta). Válassz hosszabbat, például több szóból álló mondatot.',
    empty: 'A fájl üres.',
    unsupportedFormat: 'A régi .xls formátum nem támogatott: mentsd el XLSX vagy CSV formátumban.',
    unreadable: 'A fájl nem olvasható.',
    unknownColumns: 'Nem találtuk a szükséges oszlopokat a fájl első soraiban.',
    // A table import past its limits (issue 22 §6): the words the server sends beside these codes.
    tooManyRows: TABLE_LIMIT_TEXTS.tooManyRows,
    tooLargeUnpacked: TABLE_LIMIT_TEXTS.tooLargeUnpacked,
  } satisfies Record<FieldCode, string>,
};

/** The text of an error code; a folded one (or BOT_CHECK_FAILED, which its form words itself) reads as UNKNOWN. */
export function errorText(code: ApiErrorCode): string {
  return (hu.errors as Partial<Record<ApiErrorCode, string>>)[code] ?? hu.errors.UNKNOWN;
}

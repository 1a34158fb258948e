/**
 * The Hungarian words of the admin insights' XLSX exports (issue 25 "Áttekintés"): each section's sheet,
 * columns and file name. The screen's own texts live in the frontend's `hu-admin.ts`, which may read
 * these too so that a table and its download say the same.
 */
export const INSIGHTS_SECTIONS = ['growth', 'funnel', 'counties', 'schoolLevels', 'review', 'services', 'partners'] as const;
export type InsightsSection = (typeof INSIGHTS_SECTIONS)[number];

/** The sheet's name, and the word in the file's name (`attekintes-novekedes-2026-11-27.xlsx`). */
export const INSIGHTS_SHEETS: Record<InsightsSection, { sheet: string; file: string }> = {
  growth: { sheet: 'Növekedés', file: 'novekedes' },
  funnel: { sheet: 'Tölcsér', file: 'tolcser' },
  counties: { sheet: 'Megyék', file: 'megyek' },
  schoolLevels: { sheet: 'Iskolatípusok', file: 'iskolatipusok' },
  review: { sheet: 'Elbírálási idők', file: 'elbiralas' },
  services: { sheet: 'Szolgáltatások', file: 'szolgaltatasok' },
  partners: { sheet: 'Partneroldalak', file: 'partneroldalak' },
};

export const INSIGHTS_FILE_PREFIX = 'attekintes';

export const INSIGHTS_COLUMNS = {
  period: 'Időszak',
  week: 'Hét',
  month: 'Hónap',
  start: 'Kezdőnap',
  applications: 'Jelentkezések',
  activations: 'Aktiválások',
  registrations: 'Befejezett regisztrációk',
  firstSignups: 'Első jelentkezések szolgáltatásra',
  step: 'Lépés',
  people: 'Fő',
  county: 'Megye',
  schoolLevel: 'Iskolatípus',
  activeMembers: 'Aktív tagok',
  reviewKind: 'Mit bíráltak el',
  reviewed: 'Elbírálva',
  medianHours: 'Medián (óra)',
  p90Hours: '90. percentilis (óra)',
  service: 'Szolgáltatás',
  signups: 'Jelentkezések',
  seatsTaken: 'Foglalt helyek',
  limit: 'Létszámkorlát',
  waitlist: 'Várólista',
  promotions: 'Várólistáról bekerültek',
  withdrawals: 'Visszalépések',
  rejections: 'Elutasítások',
  partner: 'Partneroldal',
  signIns: 'Belépések',
  newConsents: 'Új hozzájárulások',
} as const;

/** The funnel's steps, in order. */
export const FUNNEL_STEPS = {
  applied: 'Jelentkezett',
  activated: 'Aktivált tag lett',
  registered: 'Befejezte a regisztrációt',
  signedUp: 'Jelentkezett szolgáltatásra',
} as const;

export const REVIEW_KINDS = { applications: 'Tagfelvétel (jelentkezéstől aktiválásig)', signups: 'Szolgáltatásra jelentkezés (jóváhagyásig vagy elutasításig)' } as const;

export const UNKNOWN_COUNTY = 'Ismeretlen megye';
export const UNLIMITED = 'korlátlan';

/**
 * GET /admin/insights?from=&to=&asOf= (issue 25): the programme's figures, computed from the whole event
 * log by projections. Every day is a Budapest calendar day written `YYYY-MM-DD`; weeks are ISO weeks
 * (`2026-W48`), months `2026-11`. `from`/`to` bound the series (inclusive); `asOf` answers what the
 * figures were at the end of that day, from what the projections keep of each day (decision 0091).
 */
export interface InsightsQuery {
  /** First day of the period; default: the club's first day. */
  from?: string;
  /** Last day of the period; default: today (or `asOf` when given). */
  to?: string;
  /** "Állapot ekkor": the end of this day; default: now. */
  asOf?: string;
}

/** The five school-level flags of a member's profile (SPEC §1 "User (admin view)"). */
export type SchoolLevel = 'altalanosIskola' | 'gimnazium' | 'szakgimnazium' | 'szakmaiTargy' | 'felsooktatas';

/** Budapest and the 19 counties, as written in the reference data's county column. */
export type County = string;

export interface GrowthPoint {
  /** `2026-W48` or `2026-11`. */
  period: string;
  /** The period's first day. */
  start: string;
  /** Teachers who applied (TeacherApplied). */
  applications: number;
  /** Applicants and imported members activated by staff. */
  activations: number;
  /** Members who completed their registration (set a password after activation). */
  registrations: number;
  /** Members whose first ever sign-up to a service fell in the period. */
  firstSignups: number;
}

/** Of those who applied in the period: how many became active members, and how many of those signed up. */
export interface Funnel {
  applied: number;
  activated: number;
  registered: number;
  signedUp: number;
}

export interface GrowthInsights {
  weeks: GrowthPoint[];
  months: GrowthPoint[];
  funnel: Funnel;
}

export interface CountyReach {
  county: County;
  members: number;
}

export interface SchoolLevelReach {
  level: SchoolLevel;
  members: number;
}

/** Active members (not erased, not disabled, staff not counted) by county and by school level. */
export interface ReachInsights {
  /** Budapest first, then the 19 counties in Hungarian alphabetical order; every one, zeros included. */
  counties: CountyReach[];
  /** Members whose postcode (school's, else their own) maps to no county. */
  unknownCounty: number;
  schoolLevels: SchoolLevelReach[];
}

/** Durations in hours; null when nothing was reviewed that month. */
export interface ReviewMonth {
  month: string;
  reviewed: number;
  medianHours: number | null;
  p90Hours: number | null;
}

export interface ReviewInsights {
  /** From TeacherApplied to UserActivated, by the month of the activation. */
  applications: ReviewMonth[];
  /** From a sign-up to its approval or rejection, by the month of the decision. */
  signups: ReviewMonth[];
}

/** A month of a service, as the services export (section=services) writes it: not part of the answer (decision 0091). */
export interface ServiceMonth {
  month: string;
  signups: number;
  promotions: number;
  withdrawals: number;
  rejections: number;
  /** At the end of the month (or at `asOf`, for its month). */
  seatsTaken: number;
  waitlist: number;
  /** The seat limit then; null when unlimited. */
  limit: number | null;
}

/** A service as the screen lists it; how it filled month by month is in the services export, not here (decision 0091). */
export interface ServiceInsight {
  serviceId: string;
  name: string;
  /** At `asOf` (or now). */
  limit: number | null;
  seatsTaken: number;
  waitlist: number;
  /** Totals within the period. */
  promotions: number;
  withdrawals: number;
  rejections: number;
}

export interface PartnerMonth {
  month: string;
  signIns: number;
  newConsents: number;
}

export interface PartnerInsight {
  partnerId: string;
  name: string;
  signIns: number;
  newConsents: number;
  months: PartnerMonth[];
}

export interface InsightsView {
  from: string;
  to: string;
  /** Null when the figures are as of now. */
  asOf: string | null;
  /** The day of the log's first event; null on an empty log. */
  firstDay: string | null;
  growth: GrowthInsights;
  reach: ReachInsights;
  review: ReviewInsights;
  services: ServiceInsight[];
  partners: PartnerInsight[];
}

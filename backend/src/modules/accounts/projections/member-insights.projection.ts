import { Recorded } from '../../../platform/event-store/event-store.port';
import { Projection } from '../../../platform/projections/projection';
import { unreachable } from '../../../shared/unreachable';
import { TeachingLevels, UserErased, UserEvent } from '../domain/user.events';
import { UserStatus } from '../domain/user.state';
import { readModel } from '../../../platform/read-store/read-model';
import { budapestDay } from '../../../shared/budapest-time';
import { onDay, recordOnDay } from '../../../shared/by-day';

/**
 * One row per teacher (applied or imported; staff have none): when each step of their way into the
 * club happened, and where they teach, for the admin insights (issue 25: growth, reach, review times).
 * Moments are the events' own (`metadata.occurredAt`); their Budapest days are told once here, when
 * the event is applied, so the insights count rows without a clock (issue 40). `standings` keeps
 * where the member stood at the end of each day something changed, so "as of a day" reads the row
 * instead of replaying the log. An erasure drops the row, and a rebuild never sees the deleted
 * stream: both agree, and the person is gone from every past day as well.
 */
export interface MemberInsightDoc {
  _id: string;
  status: UserStatus;
  /** TeacherApplied; null for an imported member. */
  appliedAt: string | null;
  /** The first activation by staff. */
  activatedAt: string | null;
  /** The first password the member set (SPEC §3 "registered"). */
  registeredAt: string | null;
  zip: string;
  city: string;
  schoolId: string | null;
  levels: Omit<TeachingLevels, 'idenErettsegi'>;
  /** The Budapest days of the three moments above. */
  appliedDay: string | null;
  activatedDay: string | null;
  registeredDay: string | null;
  /** From the application to the first activation, in hours; null when either is missing. */
  reviewHours: number | null;
  /** Status, place and levels at the end of each day they changed, oldest first; the first is the day the row began. */
  standings: MemberStanding[];
  [key: string]: unknown;
}

/** Where a member stood at the end of `day`. */
export interface MemberStanding {
  day: string;
  status: UserStatus;
  zip: string;
  city: string;
  schoolId: string | null;
  levels: MemberInsightDoc['levels'];
}

export const MEMBER_INSIGHTS = readModel<MemberInsightDoc>('member-insights');

const NO_LEVELS: MemberInsightDoc['levels'] = { altalanosIskola: false, gimnazium: false, szakgimnazium: false, szakmaiTargy: false, felsooktatas: false };

type Handled = UserEvent | UserErased;

const HANDLED = [
  'TeacherApplied',
  'MemberImported',
  'UserActivated',
  'UserDisabled',
  'ActivationCompleted',
  'SignupCompleted',
  'PasswordReset',
  'PasswordChanged',
  'ProfileUpdated',
  'UserEditedByAdmin',
  'UserErased',
] as const satisfies readonly Handled['type'][];

/** The events the projector hands over (HANDLED), so each `switch` below must name every one. */
type HandledEvent = Extract<Handled, { type: (typeof HANDLED)[number] }>;

const HOUR_MS = 3_600_000;

const registered = (doc: MemberInsightDoc, at: string): MemberInsightDoc =>
  doc.registeredAt !== null ? doc : { ...doc, registeredAt: at, registeredDay: budapestDay(at) };

function activated(doc: MemberInsightDoc, at: string): MemberInsightDoc {
  if (doc.activatedAt !== null) return { ...doc, status: 'activated' };
  const reviewHours = doc.appliedAt === null ? null : (Date.parse(at) - Date.parse(doc.appliedAt)) / HOUR_MS;
  return { ...doc, status: 'activated', activatedAt: at, activatedDay: budapestDay(at), reviewHours };
}

function evolveExisting(doc: MemberInsightDoc, event: Recorded<Exclude<HandledEvent, { type: 'TeacherApplied' | 'MemberImported' }>>): MemberInsightDoc | null {
  const at = event.metadata.occurredAt;
  switch (event.type) {
    case 'UserActivated':
      return activated(doc, at);
    case 'UserDisabled':
      return { ...doc, status: 'rejected' };
    case 'ActivationCompleted':
    case 'SignupCompleted':
    case 'PasswordReset':
    case 'PasswordChanged':
      return registered(doc, at);
    case 'ProfileUpdated': {
      const { zip, city, schoolId, altalanosIskola, gimnazium, szakgimnazium, szakmaiTargy, felsooktatas } = event.data;
      return { ...doc, zip, city, schoolId, levels: { altalanosIskola, gimnazium, szakgimnazium, szakmaiTargy, felsooktatas } };
    }
    case 'UserEditedByAdmin':
      return { ...doc, zip: event.data.zip, city: event.data.city };
    case 'UserErased':
      return null;
    default:
      return unreachable(event);
  }
}

const SCHOOL_LEVELS = Object.keys(NO_LEVELS) as Array<keyof MemberInsightDoc['levels']>;

const sameStanding = (a: MemberStanding, b: MemberStanding) =>
  a.status === b.status && a.zip === b.zip && a.city === b.city && a.schoolId === b.schoolId && SCHOOL_LEVELS.every((level) => a.levels[level] === b.levels[level]);

/** The row's standing at the end of the event's day written down, only when it changed. */
function withStanding(doc: MemberInsightDoc, at: string): MemberInsightDoc {
  const { status, zip, city, schoolId, levels } = doc;
  const standing: MemberStanding = { day: budapestDay(at), status, zip, city, schoolId, levels };
  const last = doc.standings.at(-1);
  return last && sameStanding(last, standing) ? doc : { ...doc, standings: recordOnDay(doc.standings, standing) };
}

function joined(event: Recorded<Extract<HandledEvent, { type: 'TeacherApplied' | 'MemberImported' }>>): MemberInsightDoc {
  const at = event.metadata.occurredAt;
  const { userId, zip, city } = event.data;
  const base = { _id: userId, zip, city, activatedAt: null, registeredAt: null, levels: NO_LEVELS, activatedDay: null, registeredDay: null, reviewHours: null, standings: [] };
  if (event.type === 'TeacherApplied') return { ...base, status: 'applied', appliedAt: at, appliedDay: budapestDay(at), schoolId: event.data.schoolId };
  return { ...base, status: 'imported', appliedAt: null, appliedDay: null, schoolId: null };
}

export const memberInsightsProjection: Projection<MemberInsightDoc, HandledEvent> = {
  model: MEMBER_INSIGHTS,
  // 2: the steps' days, the review time and the standings by day (issue 40).
  version: 2,
  handles: HANDLED,
  documentId: (event) => event.data.userId,
  evolve(doc, event) {
    if (event.type === 'TeacherApplied' || event.type === 'MemberImported') return withStanding(joined(event), event.metadata.occurredAt);
    // Staff (AdminBootstrapped) have no row, so their own events find none and stay out.
    const next = doc ? evolveExisting(doc, event) : null;
    return next && withStanding(next, event.metadata.occurredAt);
  },
};

/** Where the member stood at the end of `day`; null when the row began after it. */
export const standingOn = (doc: MemberInsightDoc, day: string): MemberStanding | null => onDay(doc.standings, day);

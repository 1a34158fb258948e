import { Recorded } from '../../../platform/event-store/event-store.port';
import { Projection } from '../../../platform/projections/projection';
import { unreachable } from '../../../shared/unreachable';
import { UserErased, UserEvent } from '../domain/user.events';
import { TEACHING_LEVELS, type TeachingLevel } from '../domain/teaching-levels';
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
 * instead of replaying the log; the last one is where they stand now. The row is compact (issue 40
 * §5): every request for the insights reads all of them, 50,000 at ten times the club, so nothing is
 * written twice and the levels are the names of those ticked (a row was ~1 kB, now ~0.35 kB). An
 * erasure drops the row, and a rebuild never sees the deleted stream: both agree, and the person is
 * gone from every past day as well.
 */
export interface MemberInsightDoc {
  _id: string;
  /** TeacherApplied's moment, kept until the first activation times the review; null for an imported member. */
  appliedAt: string | null;
  /** The Budapest days of the application, the first activation by staff and the first password the member set (SPEC §3 "registered"). */
  appliedDay: string | null;
  activatedDay: string | null;
  registeredDay: string | null;
  /** From the application to the first activation, in hours; null when either is missing. */
  reviewHours: number | null;
  /** Status, place and levels at the end of each day they changed, oldest first; the first is the day the row began. */
  standings: MemberStanding[];
  [key: string]: unknown;
}

/** A school level of the profile the insights count (this year's exams are not one). */
export type MemberLevel = Exclude<TeachingLevel, 'idenErettsegi'>;

/** Where a member stood at the end of `day`. */
export interface MemberStanding {
  day: string;
  status: UserStatus;
  zip: string;
  city: string;
  schoolId: string | null;
  /** The levels ticked, in the profile's order. */
  levels: MemberLevel[];
}

export const MEMBER_INSIGHTS = readModel<MemberInsightDoc>('member-insights');

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

const MEMBER_LEVELS = TEACHING_LEVELS.filter((level): level is MemberLevel => level !== 'idenErettsegi');

/** What changes where a member stands: the standing without its day. */
type Standing = Omit<MemberStanding, 'day'>;

/** The row with the member's standing from the event's day on, written down only when it changed. */
function standing(doc: MemberInsightDoc, at: string, change: Partial<Standing>): MemberInsightDoc {
  const last = doc.standings.at(-1)!;
  const next: MemberStanding = { ...last, ...change, day: budapestDay(at) };
  return sameStanding(last, next) ? doc : { ...doc, standings: recordOnDay(doc.standings, next) };
}

const sameStanding = (a: Standing, b: Standing) =>
  a.status === b.status && a.zip === b.zip && a.city === b.city && a.schoolId === b.schoolId && a.levels.join() === b.levels.join();

const registered = (doc: MemberInsightDoc, at: string): MemberInsightDoc => (doc.registeredDay !== null ? doc : { ...doc, registeredDay: budapestDay(at) });

function activated(doc: MemberInsightDoc, at: string): MemberInsightDoc {
  const now = standing(doc, at, { status: 'activated' });
  if (doc.activatedDay !== null) return now;
  const reviewHours = doc.appliedAt === null ? null : (Date.parse(at) - Date.parse(doc.appliedAt)) / HOUR_MS;
  return { ...now, appliedAt: null, activatedDay: budapestDay(at), reviewHours };
}

function evolveExisting(doc: MemberInsightDoc, event: Recorded<Exclude<HandledEvent, { type: 'TeacherApplied' | 'MemberImported' }>>): MemberInsightDoc | null {
  const at = event.metadata.occurredAt;
  switch (event.type) {
    case 'UserActivated':
      return activated(doc, at);
    case 'UserDisabled':
      return standing(doc, at, { status: 'rejected' });
    case 'ActivationCompleted':
    case 'SignupCompleted':
    case 'PasswordReset':
    case 'PasswordChanged':
      return registered(doc, at);
    case 'ProfileUpdated': {
      const { zip, city, schoolId } = event.data;
      return standing(doc, at, { zip, city, schoolId, levels: MEMBER_LEVELS.filter((level) => event.data[level]) });
    }
    case 'UserEditedByAdmin':
      return standing(doc, at, { zip: event.data.zip, city: event.data.city });
    case 'UserErased':
      return null;
    default:
      return unreachable(event);
  }
}

function joined(event: Recorded<Extract<HandledEvent, { type: 'TeacherApplied' | 'MemberImported' }>>): MemberInsightDoc {
  const at = event.metadata.occurredAt;
  const { userId, zip, city } = event.data;
  const applied = event.type === 'TeacherApplied';
  const first: MemberStanding = { day: budapestDay(at), status: applied ? 'applied' : 'imported', zip, city, schoolId: applied ? event.data.schoolId : null, levels: [] };
  return { _id: userId, appliedAt: applied ? at : null, appliedDay: applied ? first.day : null, activatedDay: null, registeredDay: null, reviewHours: null, standings: [first] };
}

export const memberInsightsProjection: Projection<MemberInsightDoc, HandledEvent> = {
  model: MEMBER_INSIGHTS,
  // 2: the steps' days, the review time and the standings by day; 3: compact, the standings alone say where the member stands (issue 40).
  version: 3,
  handles: HANDLED,
  documentId: (event) => event.data.userId,
  evolve(doc, event) {
    if (event.type === 'TeacherApplied' || event.type === 'MemberImported') return joined(event);
    // Staff (AdminBootstrapped) have no row, so their own events find none and stay out.
    return doc ? evolveExisting(doc, event) : null;
  },
};

/** Where the member stood at the end of `day`; null when the row began after it. */
export const standingOn = (doc: MemberInsightDoc, day: string): MemberStanding | null => onDay(doc.standings, day);

/** Where the member stands now. */
export const standingNow = (doc: MemberInsightDoc): MemberStanding => doc.standings[doc.standings.length - 1];

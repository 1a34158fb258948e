import type { ServiceMonth } from '../../../contract/insights';
import { budapestDay } from '../../../shared/budapest-time';
import { recordOnDay } from '../../../shared/by-day';
import { Recorded } from '../../../platform/event-store/event-store.port';
import { Projection } from '../../../platform/projections/projection';
import { unreachable } from '../../../shared/unreachable';
import { statusHoldsSeat } from '../domain/seats';
import { ServiceEvent, SIGNUP_EVENT_TYPES, SignupStatus } from '../domain/service.events';
import { readModel } from '../../../platform/read-store/read-model';

/** A service's day (Budapest): what happened that day, and where it stood at the end of it (as the contract's month). */
export type ServiceDay = Omit<ServiceMonth, 'month'>;

/**
 * A day as it is stored: its figures in `DAY_FIGURES`' order (issue 40 §5). Every request for the
 * insights reads every service's days, and named fields made them 15 of the 25 MB of the model at ten
 * times the club.
 */
export type StoredDay = [signups: number, promotions: number, withdrawals: number, rejections: number, seatsTaken: number, waitlist: number, limit: number | null];

/** The stored day's figures by name. */
export const dayFigures = ([signups, promotions, withdrawals, rejections, seatsTaken, waitlist, limit]: StoredDay): ServiceDay => ({
  signups, promotions, withdrawals, rejections, seatsTaken, waitlist, limit,
});

/** The service's name from the end of `day` on. */
export interface ServiceName {
  day: string;
  name: string;
}

/**
 * One row per service for the admin insights (issue 25): its seats, waitlist and limit now, a day
 * for every day something happened to it, and how long each approval or rejection took. Only the
 * service stream feeds it, which an erasure does not delete (the person's sign-up is erased on it
 * with SignupErased), so a rebuild agrees with it; the days keep counts, never who. Days are told
 * once, when the event is applied (issue 40): the insights, now or as of a day, read the days and
 * the names by day and walk no clock.
 */
export interface ServiceInsightDoc {
  _id: string;
  name: string;
  createdAt: string;
  createdDay: string;
  /** Every name it had, by the day it got it (the last one is `name`). */
  names: ServiceName[];
  limit: number | null;
  seatsTaken: number;
  waitlist: number;
  /** Oldest first (a day is added after the ones before it). */
  days: Record<string, StoredDay>;
  /** Sign-ups not yet approved or rejected: since when they wait (removed once decided or gone). */
  undecided: Array<{ userId: string; signedUpAt: string }>;
  /** How long each approval or rejection took, in hours, by the Budapest day of the decision. */
  reviewHours: Record<string, number[]>;
  [key: string]: unknown;
}

export const SERVICE_INSIGHTS = readModel<ServiceInsightDoc>('service-insights');

type Counter = 'signups' | 'promotions' | 'withdrawals' | 'rejections';

// CodeAssigned changes no seat and no status: it passes through unchanged.
const HANDLED = ['ServiceCreated', 'ServiceSettingsChanged', ...SIGNUP_EVENT_TYPES] as const satisfies readonly ServiceEvent['type'][];

type Handled = Extract<ServiceEvent, { type: (typeof HANDLED)[number] }>;

const HOUR_MS = 3_600_000;

/** A sign-up moves from one status to another (null: none); the seats and the waitlist follow. */
function moved(doc: ServiceInsightDoc, from: SignupStatus | null, to: SignupStatus | null): ServiceInsightDoc {
  const seat = (status: SignupStatus | null) => (statusHoldsSeat(status) ? 1 : 0);
  const waiting = (status: SignupStatus | null) => (status === 'waitlisted' ? 1 : 0);
  return { ...doc, seatsTaken: doc.seatsTaken + seat(to) - seat(from), waitlist: doc.waitlist + waiting(to) - waiting(from) };
}

/** The member's sign-up no longer awaits a decision (usually it was not waiting: then the document as it was, not a copy of a long list). */
function forget(doc: ServiceInsightDoc, userId: string): ServiceInsightDoc {
  const at = doc.undecided.findIndex((s) => s.userId === userId);
  return at < 0 ? doc : { ...doc, undecided: doc.undecided.filter((_, i) => i !== at) };
}

/** The decision on a sign-up still waiting for one, timed from the sign-up. */
function decided(doc: ServiceInsightDoc, userId: string, at: string, day: string): ServiceInsightDoc {
  const waiting = doc.undecided.find((s) => s.userId === userId);
  if (!waiting) return doc;
  const hours = (Date.parse(at) - Date.parse(waiting.signedUpAt)) / HOUR_MS;
  return { ...forget(doc, userId), reviewHours: { ...doc.reviewHours, [day]: [...(doc.reviewHours[day] ?? []), hours] } };
}

const renamed = (doc: ServiceInsightDoc, name: string, day: string): ServiceInsightDoc => ({ ...doc, name, names: recordOnDay(doc.names, { day, name }) });

function evolve(doc: ServiceInsightDoc, event: Recorded<Exclude<Handled, { type: 'ServiceCreated' }>>, day: string): { doc: ServiceInsightDoc; counter?: Counter } {
  const at = event.metadata.occurredAt;
  switch (event.type) {
    case 'ServiceSettingsChanged': {
      const { name, limit } = event.data.changes;
      const named = name !== undefined ? renamed(doc, name, day) : doc;
      return { doc: limit !== undefined ? { ...named, limit } : named };
    }
    case 'SignedUp': {
      const next = moved(forget(doc, event.data.userId), null, event.data.status);
      const undecided = event.data.status === 'approved' ? next.undecided : [...next.undecided, { userId: event.data.userId, signedUpAt: at }];
      return { doc: { ...next, undecided }, counter: 'signups' };
    }
    case 'SignupApproved':
      return { doc: decided(moved(doc, event.data.from, 'approved'), event.data.userId, at, day) };
    case 'SignupRejected':
      return { doc: decided(moved(doc, event.data.from, 'rejected'), event.data.userId, at, day), counter: 'rejections' };
    case 'SignupUnapproved':
      return { doc: moved(doc, event.data.from, 'awaiting') };
    case 'PromotedFromWaitlist': {
      const next = moved(doc, 'waitlisted', event.data.status);
      return { doc: event.data.status === 'approved' ? forget(next, event.data.userId) : next, counter: 'promotions' };
    }
    case 'SignupCancelled':
      return { doc: forget(moved(doc, event.data.from, null), event.data.userId), counter: 'withdrawals' };
    case 'SignupDeleted':
    case 'SignupErased':
      return { doc: forget(moved(doc, event.data.from, null), event.data.userId) };
    case 'CodeAssigned':
      return { doc };
    default:
      return unreachable(event);
  }
}

const COUNTER_AT: Record<Counter, number> = { signups: 0, promotions: 1, withdrawals: 2, rejections: 3 };

/** The event's day gets the counter it adds to, and the service's state once it is applied. */
function onItsDay(doc: ServiceInsightDoc, day: string, counter?: Counter): ServiceInsightDoc {
  const counts = (doc.days[day]?.slice(0, 4) ?? [0, 0, 0, 0]) as number[];
  if (counter) counts[COUNTER_AT[counter]] += 1;
  const [signups, promotions, withdrawals, rejections] = counts;
  return { ...doc, days: { ...doc.days, [day]: [signups, promotions, withdrawals, rejections, doc.seatsTaken, doc.waitlist, doc.limit] } };
}

function created(event: Extract<Recorded<Handled>, { type: 'ServiceCreated' }>, day: string): ServiceInsightDoc {
  const { serviceId, name } = event.data;
  return {
    _id: serviceId, name, createdAt: event.metadata.occurredAt, createdDay: day, names: [{ day, name }],
    limit: null, seatsTaken: 0, waitlist: 0, days: {}, undecided: [], reviewHours: {},
  };
}

export const serviceInsightsProjection: Projection<ServiceInsightDoc, Handled> = {
  model: SERVICE_INSIGHTS,
  // 2: the creation's day, the names by day, the review times by day; 3: the days stored compact (issue 40).
  version: 3,
  handles: HANDLED,
  documentId: (event) => event.data.serviceId,
  evolve(doc, event) {
    const day = budapestDay(event.metadata.occurredAt);
    if (event.type === 'ServiceCreated') return onItsDay(created(event, day), day);
    if (!doc) return null;
    const { doc: next, counter } = evolve(doc, event, day);
    return onItsDay(next, day, counter);
  },
};

import type { ServiceInsight, ServiceMonth } from '../../../contract/insights';
import { onDay } from '../../../shared/by-day';
import { periodEnd, periodsBetween } from '../../../shared/calendar-periods';
import { sliceClock } from '../../../shared/sliced';
import { dayFigures, type ServiceDay, type ServiceInsightDoc } from '../../catalogue/public/service-insights';
import { countsIn, InsightsRange, standingDay } from './insights-range';
import { ReviewTally } from './review';

const hungarian = new Intl.Collator('hu');
const COUNTERS = ['signups', 'promotions', 'withdrawals', 'rejections'] as const;
type Counts = Record<(typeof COUNTERS)[number], number>;
const noCounts = (): Counts => ({ signups: 0, promotions: 0, withdrawals: 0, rejections: 0 });

/** A service's days up to the figures' day, oldest first. */
type Days = ReadonlyArray<[string, ServiceDay]>;

/** A month of the range: its first day, and its last one within the range. */
interface RangeMonth {
  month: string;
  start: string;
  end: string;
}

/**
 * The range's months, told once per request (issue 40: a clock's worth of date arithmetic per service
 * and month was most of the services' time at ten times the club).
 */
function monthsOf(range: InsightsRange): RangeMonth[] {
  return periodsBetween('month', range.from, range.to).map(({ period, start }) => {
    const end = periodEnd('month', start);
    return { month: period, start, end: end < range.to ? end : range.to };
  });
}

/**
 * Each month of the range from the service's first day: its counts within the range, and where it stood
 * at the month's end (or the range's). One walk over the service's days in order, whatever the range.
 */
function monthsFrom(service: ServiceInsightDoc, days: Days, range: InsightsRange, months: readonly RangeMonth[]): ServiceMonth[] {
  const first = service.createdDay > range.from ? service.createdDay : range.from;
  const from = months.findIndex((m) => m.end >= first);
  if (from < 0) return [];
  let next = 0;
  let standing: ServiceDay | undefined;
  return months.slice(from).map(({ month, start, end }) => {
    const counts = noCounts();
    for (; next < days.length && days[next][0] <= end; next++) {
      const [day, figures] = days[next];
      standing = figures;
      if (day >= start && day >= range.from) for (const counter of COUNTERS) counts[counter] += figures[counter];
    }
    return { month, ...counts, seatsTaken: standing?.seatsTaken ?? 0, waitlist: standing?.waitlist ?? 0, limit: standing?.limit ?? null };
  });
}

/** The service's days until the figures' day; kept in the order they happened (the projection appends each new day). */
function daysUntil(service: ServiceInsightDoc, until: string): Days {
  const days: Array<[string, ServiceDay]> = [];
  for (const day in service.days) if (day <= until) days.push([day, dayFigures(service.days[day])]);
  return days;
}

/** A service as it stood at the end of the figures' day: its name, seats and waitlist then, and the range's totals. */
function asItStood(service: ServiceInsightDoc, days: Days, range: InsightsRange): ServiceInsight {
  const last = days.at(-1)?.[1];
  const totals = noCounts();
  for (const [day, figures] of days) if (day >= range.from && day <= range.to) for (const counter of COUNTERS) totals[counter] += figures[counter];
  return {
    serviceId: service._id,
    name: onDay(service.names, standingDay(range))?.name ?? service.name,
    limit: last?.limit ?? null,
    seatsTaken: last?.seatsTaken ?? 0,
    waitlist: last?.waitlist ?? 0,
    promotions: totals.promotions,
    withdrawals: totals.withdrawals,
    rejections: totals.rejections,
  };
}

/** The services' figures, and each one's months when asked for (the export: told one service at a time as it writes). */
export interface ServiceFigures {
  services: ServiceInsight[];
  signupReviews: ReviewTally;
  /** Empty unless `withMonths` was asked. */
  monthsOf(serviceId: string): ServiceMonth[];
}

/**
 * Every service there was at the end of the figures' day, by its name then: seats against the limit and the
 * waitlist then, the range's totals, and the sign-up decisions' review times of the range (in slices that
 * yield, issue 40). How each one filled month by month is the export's (decision 0091): the screen shows
 * the totals, and every service × every month was 16 MB of answer at ten times the club.
 */
export async function serviceFigures(services: AsyncIterable<ServiceInsightDoc>, range: InsightsRange, withMonths = false): Promise<ServiceFigures> {
  const until = standingDay(range);
  const signupReviews = new ReviewTally();
  const figures: ServiceInsight[] = [];
  const kept = new Map<string, { service: ServiceInsightDoc; days: Days }>();
  const clock = sliceClock();
  for await (const service of services) {
    if (service.createdDay > until) continue;
    const days = daysUntil(service, until);
    for (const [day, hours] of Object.entries(service.reviewHours)) if (countsIn(range, day)) signupReviews.add(day, hours);
    figures.push(asItStood(service, days, range));
    if (withMonths) kept.set(service._id, { service, days });
    await clock.pause();
  }
  const months = monthsOf(range);
  return {
    services: figures.sort((a, b) => hungarian.compare(a.name, b.name)),
    signupReviews,
    monthsOf(serviceId) {
      const found = kept.get(serviceId);
      return found ? monthsFrom(found.service, found.days, range, months) : [];
    },
  };
}

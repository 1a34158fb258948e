import type { ServiceInsight, ServiceMonth } from '../../../contract/insights';
import { onDay } from '../../../shared/by-day';
import { periodEnd, periodsBetween } from '../../../shared/calendar-periods';
import { sliceClock } from '../../../shared/sliced';
import type { ServiceDay, ServiceInsightDoc } from '../../catalogue/public/service-insights';
import { countsIn, InsightsRange, standingDay } from './insights-range';
import { ReviewTally } from './review';

const hungarian = new Intl.Collator('hu');
const COUNTERS = ['signups', 'promotions', 'withdrawals', 'rejections'] as const;

/**
 * Each month of the range from the service's first day: its counts within the range, and where it stood
 * at the month's end (or the range's). One walk over the service's days in order, whatever the range.
 */
function months(service: ServiceInsightDoc, days: ReadonlyArray<[string, ServiceDay]>, range: InsightsRange): ServiceMonth[] {
  const start = service.createdDay > range.from ? service.createdDay : range.from;
  if (start > range.to) return [];
  let next = 0;
  let standing: ServiceDay | undefined;
  return periodsBetween('month', start, range.to).map(({ period, start: monthStart }) => {
    const end = periodEnd('month', monthStart) < range.to ? periodEnd('month', monthStart) : range.to;
    const counts = { signups: 0, promotions: 0, withdrawals: 0, rejections: 0 };
    for (; next < days.length && days[next][0] <= end; next++) {
      const [day, figures] = days[next];
      standing = figures;
      if (day >= monthStart && day >= range.from) for (const counter of COUNTERS) counts[counter] += figures[counter];
    }
    return { month: period, ...counts, seatsTaken: standing?.seatsTaken ?? 0, waitlist: standing?.waitlist ?? 0, limit: standing?.limit ?? null };
  });
}

/** A service as it stood at the end of the figures' day: its name, its days until then, its seats then. */
function asItStood(service: ServiceInsightDoc, until: string) {
  const days = Object.entries(service.days)
    .filter(([day]) => day <= until)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const last = days.at(-1)?.[1];
  return { name: onDay(service.names, until)?.name ?? service.name, days, limit: last?.limit ?? null, seatsTaken: last?.seatsTaken ?? 0, waitlist: last?.waitlist ?? 0 };
}

/**
 * Every service there was at the end of the figures' day, by its name then: seats against the limit and the
 * waitlist then, how it filled month by month, and the sign-up decisions' review times of the range (in
 * slices that yield, issue 40).
 */
export async function serviceFigures(services: AsyncIterable<ServiceInsightDoc>, range: InsightsRange): Promise<{ services: ServiceInsight[]; signupReviews: ReviewTally }> {
  const until = standingDay(range);
  const signupReviews = new ReviewTally();
  const figures: ServiceInsight[] = [];
  const clock = sliceClock();
  for await (const service of services) {
    if (service.createdDay > until) continue;
    const stood = asItStood(service, until);
    for (const [day, hours] of Object.entries(service.reviewHours)) if (countsIn(range, day)) signupReviews.add(day, hours);
    const series = months(service, stood.days, range);
    const total = (counter: 'promotions' | 'withdrawals' | 'rejections') => series.reduce((sum, month) => sum + month[counter], 0);
    figures.push({
      serviceId: service._id,
      name: stood.name,
      limit: stood.limit,
      seatsTaken: stood.seatsTaken,
      waitlist: stood.waitlist,
      promotions: total('promotions'),
      withdrawals: total('withdrawals'),
      rejections: total('rejections'),
      months: series,
    });
    await clock.pause();
  }
  return { services: figures.sort((a, b) => hungarian.compare(a.name, b.name)), signupReviews };
}

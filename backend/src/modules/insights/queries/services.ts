import type { ServiceInsight, ServiceMonth } from '../../../contract/insights';
import { budapestDay } from '../../../shared/budapest-time';
import { periodEnd, periodsBetween } from '../../../shared/calendar-periods';
import type { ServiceDay, ServiceInsightDoc } from '../../catalogue/public/service-insights';
import { InsightsRange } from './insights-range';

const hungarian = new Intl.Collator('hu');
const COUNTERS = ['signups', 'promotions', 'withdrawals', 'rejections'] as const;

/** Each month of the range from the service's first day: its counts within the range, and where it stood at the month's end (or the range's). */
function months(service: ServiceInsightDoc, days: ReadonlyArray<[string, ServiceDay]>, range: InsightsRange): ServiceMonth[] {
  const first = budapestDay(service.createdAt);
  const start = first > range.from ? first : range.from;
  if (start > range.to) return [];
  return periodsBetween('month', start, range.to).map(({ period, start: monthStart }) => {
    const end = periodEnd('month', monthStart) < range.to ? periodEnd('month', monthStart) : range.to;
    const inMonth = days.filter(([day]) => day >= monthStart && day >= range.from && day <= end);
    const standing = days.filter(([day]) => day <= end).at(-1)?.[1];
    const counts = Object.fromEntries(COUNTERS.map((counter) => [counter, inMonth.reduce((sum, [, d]) => sum + d[counter], 0)])) as Pick<ServiceMonth, (typeof COUNTERS)[number]>;
    return { month: period, ...counts, seatsTaken: standing?.seatsTaken ?? 0, waitlist: standing?.waitlist ?? 0, limit: standing?.limit ?? null };
  });
}

/** Every service by name: seats against the limit and the waitlist now (or at `asOf`), and how it filled, month by month. */
export function serviceInsights(services: readonly ServiceInsightDoc[], range: InsightsRange): ServiceInsight[] {
  return [...services]
    .sort((a, b) => hungarian.compare(a.name, b.name))
    .map((service) => {
      const days = Object.entries(service.days).sort(([a], [b]) => a.localeCompare(b));
      const series = months(service, days, range);
      const total = (counter: 'promotions' | 'withdrawals' | 'rejections') => series.reduce((sum, month) => sum + month[counter], 0);
      return {
        serviceId: service._id,
        name: service.name,
        limit: service.limit,
        seatsTaken: service.seatsTaken,
        waitlist: service.waitlist,
        promotions: total('promotions'),
        withdrawals: total('withdrawals'),
        rejections: total('rejections'),
        months: series,
      };
    });
}

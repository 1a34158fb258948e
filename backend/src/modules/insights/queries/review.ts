import type { ReviewInsights, ReviewMonth } from '../../../contract/insights';
import { budapestDay } from '../../../shared/budapest-time';
import { monthOf, periodsBetween } from '../../../shared/calendar-periods';
import type { MemberInsightDoc } from '../../accounts/public/member-insights';
import type { ServiceInsightDoc } from '../../catalogue/public/service-insights';
import { InsightsRange, withinRange } from './insights-range';

const HOUR_MS = 3_600_000;

/**
 * The p-th percentile of sorted values, interpolated between the two nearest ranks (as a spreadsheet's
 * PERCENTILE.INC does), so the median of an even count is the mean of the middle two.
 */
export function percentile(sorted: readonly number[], p: number): number {
  const rank = (sorted.length - 1) * p;
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low] + (sorted[high] - sorted[low]) * (rank - low);
}

const tenth = (hours: number) => Math.round(hours * 10) / 10;

/** Median and 90th percentile of each month's durations (by the month of the decision), every month of the range. */
function byMonth(durations: ReadonlyArray<{ at: string; hours: number }>, range: InsightsRange): ReviewMonth[] {
  return periodsBetween('month', range.from, range.to).map(({ period }) => {
    const hours = durations
      .filter(({ at }) => withinRange(range, at) && monthOf(budapestDay(at)) === period)
      .map((d) => d.hours)
      .sort((a, b) => a - b);
    return {
      month: period,
      reviewed: hours.length,
      medianHours: hours.length ? tenth(percentile(hours, 0.5)) : null,
      p90Hours: hours.length ? tenth(percentile(hours, 0.9)) : null,
    };
  });
}

/** From application to activation (applicants only), and from a sign-up to its approval or rejection. */
export function reviewInsights(members: readonly MemberInsightDoc[], services: readonly ServiceInsightDoc[], range: InsightsRange): ReviewInsights {
  const applications = members
    .filter((member): member is MemberInsightDoc & { appliedAt: string; activatedAt: string } => member.appliedAt !== null && member.activatedAt !== null)
    .map((member) => ({ at: member.activatedAt, hours: (Date.parse(member.activatedAt) - Date.parse(member.appliedAt)) / HOUR_MS }));
  return { applications: byMonth(applications, range), signups: byMonth(services.flatMap((service) => service.decisions), range) };
}

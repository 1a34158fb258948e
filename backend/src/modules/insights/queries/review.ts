import type { ReviewMonth } from '../../../contract/insights';
import { monthOf, periodsBetween } from '../../../shared/calendar-periods';
import { InsightsRange } from './insights-range';

/**
 * The p-th percentile of sorted values, interpolated between the two nearest ranks (as a spreadsheet's
 * PERCENTILE.INC does), so the median of an even count is the mean of the middle two.
 */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  const rank = (sorted.length - 1) * p;
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low] + (sorted[high] - sorted[low]) * (rank - low);
}

const tenth = (hours: number) => Math.round(hours * 10) / 10;

/** Review durations (hours) gathered by the month of the decision; each month keeps every duration, so median and p90 stay exact. */
export class ReviewTally {
  private readonly byMonth = new Map<string, number[]>();

  /** Durations decided on `day` (already known to count in the range). */
  add(day: string, hours: number | readonly number[]): void {
    const month = monthOf(day);
    const list = this.byMonth.get(month) ?? [];
    if (typeof hours === 'number') list.push(hours);
    else for (const each of hours) list.push(each);
    this.byMonth.set(month, list);
  }

  /** Median and 90th percentile of each month of the range. */
  months(range: InsightsRange): ReviewMonth[] {
    return periodsBetween('month', range.from, range.to).map(({ period }) => {
      // A typed array sorts numbers natively: a comparator over ~58,000 sign-up decisions at C held the loop ~50 ms.
      const hours = Float64Array.from(this.byMonth.get(period) ?? []).sort();
      return {
        month: period,
        reviewed: hours.length,
        medianHours: hours.length ? tenth(percentile(hours, 0.5)) : null,
        p90Hours: hours.length ? tenth(percentile(hours, 0.9)) : null,
      };
    });
  }
}

import type { Funnel, GrowthInsights, GrowthPoint } from '../../../contract/insights';
import { monthOf, PeriodKind, periodsBetween } from '../../../shared/calendar-periods';
import { yieldToLoop } from '../../../shared/sliced';
import { InsightsRange } from './insights-range';

export type GrowthStep = 'applications' | 'activations' | 'registrations' | 'firstSignups';
type Counts = Record<GrowthStep, number>;

const STEPS: readonly GrowthStep[] = ['applications', 'activations', 'registrations', 'firstSignups'];
const DAY_MS = 86_400_000;
/** Days since 1970 of a day `YYYY-MM-DD`, without a Date per day. */
const dayNumber = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / DAY_MS;

/**
 * The point a day falls in, by arithmetic on the day (issue 40: a week's Dates for each of ~4,000 days
 * held the loop ~100 ms): weeks are 7 days apart from the first week's Monday, months by their `YYYY-MM`.
 */
function pointFinder(kind: PeriodKind, points: readonly GrowthPoint[]): (day: string) => GrowthPoint | undefined {
  if (kind === 'month') {
    const byMonth = new Map(points.map((point) => [point.period, point]));
    return (day) => byMonth.get(monthOf(day));
  }
  const first = points.length > 0 ? dayNumber(points[0].start) : 0;
  return (day) => points[Math.floor((dayNumber(day) - first) / 7)];
}

/** Steps counted by their Budapest day, then rolled up into ISO weeks and months; the funnel beside them. */
export class GrowthTally {
  private readonly days = new Map<string, Counts>();
  readonly funnel: Funnel = { applied: 0, activated: 0, registered: 0, signedUp: 0 };

  /** A step taken on `day` (already known to count in the range). */
  add(step: GrowthStep, day: string): void {
    let counts = this.days.get(day);
    if (!counts) this.days.set(day, (counts = { applications: 0, activations: 0, registrations: 0, firstSignups: 0 }));
    counts[step] += 1;
  }

  private series(kind: PeriodKind, range: InsightsRange): GrowthPoint[] {
    const points: GrowthPoint[] = periodsBetween(kind, range.from, range.to).map((p) => ({ ...p, applications: 0, activations: 0, registrations: 0, firstSignups: 0 }));
    const pointOf = pointFinder(kind, points);
    for (const [day, counts] of this.days) {
      const point = pointOf(day);
      if (!point) continue;
      for (const step of STEPS) point[step] += counts[step];
    }
    return points;
  }

  /** Growth per ISO week and per month, every period of the range (zeros included), and the funnel. */
  async insights(range: InsightsRange): Promise<GrowthInsights> {
    const weeks = this.series('week', range);
    // ~570 weeks and ~4,000 days each: a turn of the loop between the two (44 ms together at C).
    await yieldToLoop();
    return { weeks, months: this.series('month', range), funnel: { ...this.funnel } };
  }
}

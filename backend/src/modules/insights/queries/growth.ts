import type { Funnel, GrowthInsights, GrowthPoint } from '../../../contract/insights';
import { PeriodKind, periodOf, periodsBetween } from '../../../shared/calendar-periods';
import { InsightsRange } from './insights-range';

export type GrowthStep = 'applications' | 'activations' | 'registrations' | 'firstSignups';
type Counts = Record<GrowthStep, number>;

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
    const points = new Map(periodsBetween(kind, range.from, range.to).map((p) => [p.period, { ...p, applications: 0, activations: 0, registrations: 0, firstSignups: 0 }]));
    for (const [day, counts] of this.days) {
      const point = points.get(periodOf(kind, day).period);
      if (!point) continue;
      for (const step of Object.keys(counts) as GrowthStep[]) point[step] += counts[step];
    }
    return [...points.values()];
  }

  /** Growth per ISO week and per month, every period of the range (zeros included), and the funnel. */
  insights(range: InsightsRange): GrowthInsights {
    return { weeks: this.series('week', range), months: this.series('month', range), funnel: { ...this.funnel } };
  }
}

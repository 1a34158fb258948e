import type { Funnel, GrowthInsights, GrowthPoint } from '../../../contract/insights';
import { budapestDay } from '../../../shared/budapest-time';
import { PeriodKind, periodOf, periodsBetween } from '../../../shared/calendar-periods';
import type { MemberInsightDoc } from '../../accounts/public/member-insights';
import { InsightsRange, withinRange } from './insights-range';

type Step = 'applications' | 'activations' | 'registrations' | 'firstSignups';

/** A teacher's steps into the club, their first sign-up (from the catalogue) beside the rest. */
export interface MemberSteps extends MemberInsightDoc {
  firstSignupAt: string | null;
}

const moments = (member: MemberSteps): Record<Step, string | null> => ({
  applications: member.appliedAt,
  activations: member.activatedAt,
  registrations: member.registeredAt,
  firstSignups: member.firstSignupAt,
});

function series(kind: PeriodKind, members: readonly MemberSteps[], range: InsightsRange): GrowthPoint[] {
  const points = new Map(periodsBetween(kind, range.from, range.to).map((p) => [p.period, { ...p, applications: 0, activations: 0, registrations: 0, firstSignups: 0 }]));
  for (const member of members) {
    for (const [step, at] of Object.entries(moments(member)) as Array<[Step, string | null]>) {
      if (!withinRange(range, at)) continue;
      const point = points.get(periodOf(kind, budapestDay(at)).period);
      if (point) point[step] += 1;
    }
  }
  return [...points.values()];
}

/** Of those who applied within the period: how many were activated, registered, and (activated) signed up to something. */
function funnel(members: readonly MemberSteps[], range: InsightsRange): Funnel {
  const applied = members.filter((member) => withinRange(range, member.appliedAt));
  const activated = applied.filter((member) => member.activatedAt !== null);
  return {
    applied: applied.length,
    activated: activated.length,
    registered: activated.filter((member) => member.registeredAt !== null).length,
    signedUp: activated.filter((member) => member.firstSignupAt !== null).length,
  };
}

/** Growth per ISO week and per month, every period of the range (zeros included), and the funnel. */
export function growthInsights(members: readonly MemberSteps[], range: InsightsRange): GrowthInsights {
  return { weeks: series('week', members, range), months: series('month', members, range), funnel: funnel(members, range) };
}

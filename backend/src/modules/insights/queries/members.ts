import type { ReachInsights, SchoolLevel } from '../../../contract/insights';
import { onDay } from '../../../shared/by-day';
import { sliceClock } from '../../../shared/sliced';
import { MemberInsightDoc, MemberStanding, standingNow, standingOn } from '../../accounts/public/member-insights';
import type { SchoolCitiesDoc } from '../../reference/public/schools';
import type { CountyDirectory } from '../../reference/public/county-directory';
import { GrowthTally } from './growth';
import { countsIn, InsightsRange, standingDay } from './insights-range';
import { ReviewTally } from './review';

export const SCHOOL_LEVELS: readonly SchoolLevel[] = ['altalanosIskola', 'gimnazium', 'szakgimnazium', 'szakmaiTargy', 'felsooktatas'];

/** What the members' rows add up to: growth and the funnel, the applications' review times, the reach. */
export interface MemberFigures {
  growth: GrowthTally;
  applicationReviews: ReviewTally;
  reach: ReachInsights;
}

/** What counting the members needs besides their rows, read once per request. */
export interface MemberContext {
  /** Each member's first sign-up's day. */
  firstSignups: ReadonlyMap<string, string>;
  schoolCities: ReadonlyMap<string, SchoolCitiesDoc['cities']>;
  counties: CountyDirectory;
}

/** Counties by place, remembered for the request: members share few places, and a lookup lower-cases a settlement. */
function countyFinder(context: MemberContext, day: string) {
  const known = new Map<string, string | null>();
  const remembered = (key: string, find: () => string | null) => {
    if (!known.has(key)) known.set(key, find());
    return known.get(key)!;
  };
  return (standing: MemberStanding): string | null => {
    const schoolCity = standing.schoolId ? onDay(context.schoolCities.get(standing.schoolId) ?? [], day)?.city : undefined;
    const bySchool = schoolCity ? remembered(`s|${schoolCity}`, () => context.counties.countyOf({ city: schoolCity })) : null;
    return bySchool ?? remembered(`p|${standing.zip}|${standing.city}`, () => context.counties.countyOf({ zip: standing.zip, city: standing.city }));
  };
}

/**
 * One pass over the members' rows, in slices that yield (issue 40): each step counted by its day, the
 * funnel of those who applied within the range, and where the active ones teach, now or at the end of
 * `asOf` (their standing then). An erased member has no row, so they are in no figure of any day.
 */
export async function memberFigures(members: AsyncIterable<MemberInsightDoc>, context: MemberContext, range: InsightsRange): Promise<MemberFigures> {
  const growth = new GrowthTally();
  const applicationReviews = new ReviewTally();
  const until = standingDay(range);
  const countyOf = countyFinder(context, until);
  const byCounty = new Map(context.counties.counties.map((county) => [county, 0]));
  const byLevel = new Map(SCHOOL_LEVELS.map((level) => [level, 0]));
  let unknownCounty = 0;
  const clock = sliceClock();
  for await (const member of members) {
    const firstSignup = context.firstSignups.get(member._id) ?? null;
    if (countsIn(range, member.appliedDay)) growth.add('applications', member.appliedDay);
    if (countsIn(range, member.activatedDay)) growth.add('activations', member.activatedDay);
    if (countsIn(range, member.registeredDay)) growth.add('registrations', member.registeredDay);
    if (countsIn(range, firstSignup)) growth.add('firstSignups', firstSignup);
    const by = (day: string | null) => day !== null && day <= until;
    if (countsIn(range, member.appliedDay)) {
      growth.funnel.applied += 1;
      if (by(member.activatedDay)) {
        growth.funnel.activated += 1;
        if (by(member.registeredDay)) growth.funnel.registered += 1;
        if (by(firstSignup)) growth.funnel.signedUp += 1;
      }
    }
    if (member.reviewHours !== null && countsIn(range, member.activatedDay)) applicationReviews.add(member.activatedDay, member.reviewHours);
    const standing = range.asOf === null ? standingNow(member) : standingOn(member, range.asOf);
    if (standing?.status === 'activated') {
      const county = countyOf(standing);
      if (county !== null && byCounty.has(county)) byCounty.set(county, byCounty.get(county)! + 1);
      else unknownCounty += 1;
      for (const level of standing.levels) byLevel.set(level, (byLevel.get(level) ?? 0) + 1);
    }
    await clock.pause();
  }
  return {
    growth,
    applicationReviews,
    reach: {
      counties: [...byCounty].map(([county, members]) => ({ county, members })),
      unknownCounty,
      schoolLevels: SCHOOL_LEVELS.map((level) => ({ level, members: byLevel.get(level)! })),
    },
  };
}

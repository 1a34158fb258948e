import type { ReachInsights, SchoolLevel } from '../../../contract/insights';
import type { MemberInsightDoc } from '../../accounts/public/member-insights';
import type { CountyDirectory } from '../../reference/public/county-directory';

export const SCHOOL_LEVELS: readonly SchoolLevel[] = ['altalanosIskola', 'gimnazium', 'szakgimnazium', 'szakmaiTargy', 'felsooktatas'];

/** Where an active member teaches: their school's settlement, else their own postcode and settlement. */
function countyOf(member: MemberInsightDoc, schoolCities: ReadonlyMap<string, string>, counties: CountyDirectory): string | null {
  const schoolCity = member.schoolId ? schoolCities.get(member.schoolId) : undefined;
  return (schoolCity ? counties.countyOf({ city: schoolCity }) : null) ?? counties.countyOf({ zip: member.zip, city: member.city });
}

/**
 * Active members (activated, not disabled, not erased; staff have no row) by county, Budapest and all 19
 * counties listed even at zero, and by the five school-level flags of their profile.
 */
export function reachInsights(members: readonly MemberInsightDoc[], schoolCities: ReadonlyMap<string, string>, counties: CountyDirectory): ReachInsights {
  const active = members.filter((member) => member.status === 'activated');
  const byCounty = new Map(counties.counties.map((county) => [county, 0]));
  let unknownCounty = 0;
  for (const member of active) {
    const county = countyOf(member, schoolCities, counties);
    if (county !== null && byCounty.has(county)) byCounty.set(county, byCounty.get(county)! + 1);
    else unknownCounty += 1;
  }
  return {
    counties: [...byCounty].map(([county, members]) => ({ county, members })),
    unknownCounty,
    schoolLevels: SCHOOL_LEVELS.map((level) => ({ level, members: active.filter((member) => member.levels[level]).length })),
  };
}

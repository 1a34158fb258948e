import { Projection } from '../../../platform/projections/projection';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { ERASURE_EVENT_TYPE } from '../../accounts/public/audit-entries';
import { memberInsightsProjection } from '../../accounts/public/member-insights';
import { eachFirstSignup, firstSignupsProjection, serviceInsightsProjection } from '../../catalogue/public/service-insights';
import { partnerNamesProjection, partnerSignInsProjection } from '../../partners/public/partner-insights';
import { readSchoolCities, schoolCitiesProjection } from '../../reference/public/schools';
import { sliceClock } from '../../../shared/sliced';

/**
 * Every read model the insights read, each owned by its module and kept by its projection with the
 * Budapest day of each step and what stood at the end of each day (issue 40): the figures now and as
 * of any day are read from these, never replayed from the log.
 */
export const INSIGHT_PROJECTIONS: readonly Projection[] = [
  memberInsightsProjection,
  firstSignupsProjection,
  serviceInsightsProjection,
  partnerNamesProjection,
  partnerSignInsProjection,
  schoolCitiesProjection,
] as unknown as Projection[];

/**
 * Erasures reach back: a person erased later is in no figure of an earlier day. The read models drop
 * them; a replay of the log up to a day (the specs' yardstick) must apply these events too.
 */
export const REACH_BACK = [ERASURE_EVENT_TYPE];

/** The members' first sign-ups by member and the schools' settlements by school, read once per request. */
export async function readLookups(readStore: ReadStore) {
  const firstSignups = new Map<string, string>();
  const clock = sliceClock();
  for await (const doc of eachFirstSignup(readStore)) {
    firstSignups.set(doc._id, doc.firstSignupDay);
    await clock.pause();
  }
  const schoolCities = new Map((await readSchoolCities(readStore)).map((school) => [school._id, school.cities]));
  return { firstSignups, schoolCities };
}

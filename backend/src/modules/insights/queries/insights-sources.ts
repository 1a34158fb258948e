import { Projection } from '../../../platform/projections/projection';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { ERASURE_EVENT_TYPE } from '../../accounts/public/audit-entries';
import { memberInsightsProjection, readMemberInsights } from '../../accounts/public/member-insights';
import { firstSignupsProjection, readFirstSignups, readServiceInsights, ServiceInsightDoc, serviceInsightsProjection } from '../../catalogue/public/service-insights';
import { PartnerDoc, partnerSignInsProjection, PartnerSignInsDoc, partnersProjection, readPartners, readPartnerSignIns } from '../../partners/public/partner-insights';
import { schoolReader, schoolsProjection } from '../../reference/public/schools';
import { MemberSteps } from './growth';

/**
 * Every read model the insights read, each owned by its module: an "as of" answer replays exactly
 * these from the log. Erasures reach back into a replayed past (`REACH_BACK`).
 */
export const INSIGHT_PROJECTIONS: readonly Projection[] = [
  memberInsightsProjection,
  firstSignupsProjection,
  serviceInsightsProjection,
  partnersProjection,
  partnerSignInsProjection,
  schoolsProjection,
] as unknown as Projection[];

export const REACH_BACK = [ERASURE_EVENT_TYPE];

/** What the insights are computed from, read from the live read models or a replayed copy alike. */
export interface InsightSources {
  members: MemberSteps[];
  /** The settlement of each school a member teaches at. */
  schoolCities: Map<string, string>;
  services: ServiceInsightDoc[];
  partners: PartnerDoc[];
  partnerSignIns: PartnerSignInsDoc[];
}

export async function readInsightSources(readStore: ReadStore): Promise<InsightSources> {
  const [people, firsts, services, partners, partnerSignIns] = await Promise.all([
    readMemberInsights(readStore),
    readFirstSignups(readStore),
    readServiceInsights(readStore),
    readPartners(readStore),
    readPartnerSignIns(readStore),
  ]);
  const firstSignup = new Map(firsts.map((doc) => [doc._id, doc.firstSignupAt]));
  const schoolIds = [...new Set(people.map((member) => member.schoolId).filter((id): id is string => !!id))];
  const schools = await schoolReader(readStore).byIds(schoolIds);
  return {
    members: people.map((member) => ({ ...member, firstSignupAt: firstSignup.get(member._id) ?? null })),
    schoolCities: new Map(schools.map((school) => [school._id, school.city])),
    services,
    partners,
    partnerSignIns,
  };
}

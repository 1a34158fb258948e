import { inPages } from '../../../platform/read-store/in-pages';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import { MEMBER_INSIGHTS, type MemberInsightDoc } from '../projections/member-insights.projection';

/** Teachers' steps into the club and where they teach, for the admin insights (issue 25). */
export { memberInsightsProjection, standingNow, standingOn, type MemberInsightDoc, type MemberStanding } from '../projections/member-insights.projection';

/** Every member's steps, a page at a time, frozen, to be read only (issue 40: 50,000 rows at the club's tenfold size). */
export const eachMemberInsight = (readStore: ReadStore): AsyncIterable<MemberInsightDoc> => inPages(readStore.collection(MEMBER_INSIGHTS), { readOnly: true });

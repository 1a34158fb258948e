import type { ReadStore } from '../../../platform/read-store/read-store.port';
import { MEMBER_INSIGHTS, type MemberInsightDoc } from '../projections/member-insights.projection';

/** Teachers' steps into the club and where they teach, for the admin insights (issue 25). */
export { memberInsightsProjection, type MemberInsightDoc } from '../projections/member-insights.projection';

/** Every member's steps, from the live read models or a replay of them as of a day. */
export const readMemberInsights = (readStore: ReadStore): Promise<MemberInsightDoc[]> => readStore.collection(MEMBER_INSIGHTS).find();

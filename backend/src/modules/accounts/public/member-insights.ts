/** Teachers' steps into the club and where they teach, for the admin insights (issue 25). */
export { MEMBER_INSIGHTS, memberInsightsProjection, type MemberInsightDoc } from '../projections/member-insights.projection';

/** How services fill and how fast sign-ups are decided, and members' first sign-ups, for the admin insights (issue 25). */
export { SERVICE_INSIGHTS, serviceInsightsProjection, type ServiceDay, type ServiceInsightDoc } from '../projections/service-insights.projection';
export { FIRST_SIGNUPS, firstSignupsProjection, type FirstSignupDoc } from '../projections/first-signups.projection';

import { inPages } from '../../../platform/read-store/in-pages';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import { FIRST_SIGNUPS, type FirstSignupDoc } from '../projections/first-signups.projection';
import { SERVICE_INSIGHTS, type ServiceInsightDoc } from '../projections/service-insights.projection';

/** How services fill and how fast sign-ups are decided, and members' first sign-ups, for the admin insights (issue 25). */
export { dayFigures, serviceInsightsProjection, type ServiceDay, type ServiceInsightDoc } from '../projections/service-insights.projection';
export { firstSignupsProjection, type FirstSignupDoc } from '../projections/first-signups.projection';

/** Every service's fill and decisions, a page at a time. */
export const eachServiceInsight = (readStore: ReadStore): AsyncIterable<ServiceInsightDoc> => inPages(readStore.collection(SERVICE_INSIGHTS), { readOnly: true });

/** Each member's first sign-up, likewise. */
export const eachFirstSignup = (readStore: ReadStore): AsyncIterable<FirstSignupDoc> => inPages(readStore.collection(FIRST_SIGNUPS), { readOnly: true });

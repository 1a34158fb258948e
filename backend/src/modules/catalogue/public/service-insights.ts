import type { ReadStore } from '../../../platform/read-store/read-store.port';
import { FIRST_SIGNUPS, type FirstSignupDoc } from '../projections/first-signups.projection';
import { SERVICE_INSIGHTS, type ServiceInsightDoc } from '../projections/service-insights.projection';

/** How services fill and how fast sign-ups are decided, and members' first sign-ups, for the admin insights (issue 25). */
export { serviceInsightsProjection, type ServiceDay, type ServiceInsightDoc } from '../projections/service-insights.projection';
export { firstSignupsProjection, type FirstSignupDoc } from '../projections/first-signups.projection';

/** Every service's fill and decisions, from the live read models or a replay of them as of a day. */
export const readServiceInsights = (readStore: ReadStore): Promise<ServiceInsightDoc[]> => readStore.collection(SERVICE_INSIGHTS).find();

/** Each member's first sign-up, likewise. */
export const readFirstSignups = (readStore: ReadStore): Promise<FirstSignupDoc[]> => readStore.collection(FIRST_SIGNUPS).find();

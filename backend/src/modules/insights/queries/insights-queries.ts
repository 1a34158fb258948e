import { Injectable } from '@nestjs/common';
import type { InsightsQuery, InsightsView } from '../../../contract/insights';
import { EventStore } from '../../../platform/event-store/event-store.port';
import { readModelsAsOf } from '../../../platform/projections/read-models-as-of';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { budapestDay, budapestDayEnd } from '../../../shared/budapest-time';
import { CountyDirectory } from '../../reference/public/county-directory';
import { growthInsights } from './growth';
import { insightsRange } from './insights-range';
import { INSIGHT_PROJECTIONS, REACH_BACK, readInsightSources } from './insights-sources';
import { partnerInsights } from './partners';
import { reachInsights } from './reach';
import { reviewInsights } from './review';
import { serviceInsights } from './services';

/**
 * GET /admin/insights (issue 25): the programme's figures from the insight read models, now, or as they
 * stood at the end of a Budapest day: then the log is replayed up to that moment through the same
 * projections into a fresh in-memory copy (the history view's idea, for the whole log).
 */
@Injectable()
export class InsightsQueries {
  private counties: CountyDirectory | null = null;

  constructor(
    private readonly log: EventStore,
    private readonly readStore: ReadStore,
  ) {}

  async view(query: InsightsQuery, now: Date): Promise<InsightsView> {
    const first = (await this.log.readAll(0, 1))[0];
    const firstDay = first ? budapestDay(first.metadata.occurredAt) : null;
    const range = insightsRange(query, now, firstDay);
    const store = range.asOf === null ? this.readStore : (await readModelsAsOf(this.log, INSIGHT_PROJECTIONS, budapestDayEnd(range.asOf), REACH_BACK)).readStore;
    const sources = await readInsightSources(store);
    this.counties ??= CountyDirectory.load();
    return {
      from: range.from,
      to: range.to,
      asOf: range.asOf,
      firstDay,
      growth: growthInsights(sources.members, range),
      reach: reachInsights(sources.members, sources.schoolCities, this.counties),
      review: reviewInsights(sources.members, sources.services, range),
      services: serviceInsights(sources.services, range),
      partners: partnerInsights(sources.partners, sources.partnerSignIns, range),
    };
  }
}

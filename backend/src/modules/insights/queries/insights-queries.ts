import { Injectable } from '@nestjs/common';
import type { InsightsQuery, InsightsView } from '../../../contract/insights';
import { EventStore } from '../../../platform/event-store/event-store.port';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { budapestDay } from '../../../shared/budapest-time';
import { eachMemberInsight } from '../../accounts/public/member-insights';
import { eachServiceInsight } from '../../catalogue/public/service-insights';
import { eachPartnerSignIns, readPartnerNames } from '../../partners/public/partner-insights';
import { CountyDirectory } from '../../reference/public/county-directory';
import { insightsRange } from './insights-range';
import { readLookups } from './insights-sources';
import { memberFigures } from './members';
import { partnerFigures } from './partners';
import { serviceFigures } from './services';

/**
 * GET /admin/insights (issue 25): the programme's figures from the insight read models, now, or as they
 * stood at the end of a Budapest day. The read models keep each step's day and what stood at the end of
 * each day, so both are one walk over their rows in slices that yield (issue 40, decision 0091): no
 * replay of the log, no clock per row, and other requests answered in between.
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
    this.counties ??= CountyDirectory.load();
    const lookups = await readLookups(this.readStore);
    const members = await memberFigures(eachMemberInsight(this.readStore), { ...lookups, counties: this.counties }, range);
    const services = await serviceFigures(eachServiceInsight(this.readStore), range);
    const partners = await partnerFigures(await readPartnerNames(this.readStore), eachPartnerSignIns(this.readStore), range);
    return {
      from: range.from,
      to: range.to,
      asOf: range.asOf,
      firstDay,
      growth: members.growth.insights(range),
      reach: members.reach,
      review: { applications: members.applicationReviews.months(range), signups: services.signupReviews.months(range) },
      services: services.services,
      partners,
    };
  }
}

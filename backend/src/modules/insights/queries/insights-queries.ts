import { Injectable, OnModuleInit } from '@nestjs/common';
import type { InsightsQuery, InsightsView, ServiceMonth } from '../../../contract/insights';
import { EventStore } from '../../../platform/event-store/event-store.port';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { budapestDay } from '../../../shared/budapest-time';
import { yieldToLoop } from '../../../shared/sliced';
import { eachMemberInsight } from '../../accounts/public/member-insights';
import { eachServiceInsight } from '../../catalogue/public/service-insights';
import { eachPartnerSignIns, readPartnerNames } from '../../partners/public/partner-insights';
import { CountyDirectory } from '../../reference/public/county-directory';
import { insightsRange } from './insights-range';
import { readLookups } from './insights-sources';
import { memberFigures } from './members';
import { partnerFigures } from './partners';
import { serviceFigures } from './services';

/** The answer, and for the export how each service filled month by month (not part of the answer, decision 0091). */
export interface InsightsFigures {
  view: InsightsView;
  serviceMonths(serviceId: string): ServiceMonth[];
}

/**
 * GET /admin/insights (issue 25): the programme's figures from the insight read models, now, or as they
 * stood at the end of a Budapest day. The read models keep each step's day and what stood at the end of
 * each day, so both are one walk over their rows in slices that yield (issue 40, decision 0091): no
 * replay of the log, no clock per row, and other requests answered in between.
 */
/** The county directory: reference data shipped with the code, read once per process. */
let directory: CountyDirectory | null = null;
const counties = (): CountyDirectory => (directory ??= CountyDirectory.load());

@Injectable()
export class InsightsQueries implements OnModuleInit {
  constructor(
    private readonly log: EventStore,
    private readonly readStore: ReadStore,
  ) {}

  /** The county directory is read before the server listens: parsing it took ~75 ms of the first request's loop at the club's size. */
  onModuleInit(): void {
    counties();
  }

  async view(query: InsightsQuery, now: Date): Promise<InsightsView> {
    return (await this.figures(query, now)).view;
  }

  async figures(query: InsightsQuery, now: Date, { withServiceMonths = false } = {}): Promise<InsightsFigures> {
    const first = (await this.log.readAll(0, 1))[0];
    const firstDay = first ? budapestDay(first.metadata.occurredAt) : null;
    const range = insightsRange(query, now, firstDay);
    const lookups = await readLookups(this.readStore);
    const members = await memberFigures(eachMemberInsight(this.readStore), { ...lookups, counties: counties() }, range);
    const services = await serviceFigures(eachServiceInsight(this.readStore), range, withServiceMonths);
    const partners = await partnerFigures(await readPartnerNames(this.readStore), eachPartnerSignIns(this.readStore), range);
    // The series are told one after another with a turn of the loop between (each is tens of ms at C).
    const growth = await members.growth.insights(range);
    await yieldToLoop();
    const applications = members.applicationReviews.months(range);
    await yieldToLoop();
    const signups = services.signupReviews.months(range);
    await yieldToLoop();
    const view: InsightsView = {
      from: range.from,
      to: range.to,
      asOf: range.asOf,
      firstDay,
      growth,
      reach: members.reach,
      review: { applications, signups },
      services: services.services,
      partners,
    };
    return { view, serviceMonths: (serviceId) => services.monthsOf(serviceId) };
  }
}

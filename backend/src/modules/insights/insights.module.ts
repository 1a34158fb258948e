import { Module } from '@nestjs/common';
import { InsightsController } from './http/insights.controller';
import { InsightsExport } from './queries/insights-export';
import { InsightsQueries } from './queries/insights-queries';

/**
 * The admin insights (issue 25 "Áttekintés"): reads the insight projections the owning modules keep
 * (accounts, catalogue, partners, reference: each through its public/) and projects nothing itself.
 */
@Module({
  controllers: [InsightsController],
  providers: [InsightsQueries, InsightsExport],
})
export class InsightsModule {}

import { Module } from '@nestjs/common';
import { moduleParts } from '../../platform/module-parts';
import { AdminStatsController } from './http/admin-stats.controller';
import { AuditController } from './http/audit.controller';
import { auditPeopleProjection } from './projections/audit-people.projection';
import { auditProjection } from './projections/audit.projection';
import { AuditExport } from './queries/audit-export';
import { AuditTrail } from './queries/audit-trail';
import { HistoryLooks } from './queries/history-look';
import { NameDirectory } from './queries/names';
import { PeopleDirectory } from './queries/people';
import { StreamHistory } from './queries/stream-history';

@Module({
  controllers: [AdminStatsController, AuditController],
  providers: [AuditTrail, AuditExport, StreamHistory, HistoryLooks, PeopleDirectory, NameDirectory, ...moduleParts({ projections: [auditProjection, auditPeopleProjection] })],
})
export class AuditModule {}

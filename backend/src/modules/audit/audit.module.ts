import { Module, OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { AdminStatsController } from './http/admin-stats.controller';
import { AuditController } from './http/audit.controller';
import { auditPeopleProjection } from './projections/audit-people.projection';
import { auditProjection } from './projections/audit.projection';
import { AuditTrail } from './queries/audit-trail';
import { NameDirectory } from './queries/names';
import { PeopleDirectory } from './queries/people';
import { StreamHistory } from './queries/stream-history';

@Module({ controllers: [AdminStatsController, AuditController], providers: [AuditTrail, StreamHistory, PeopleDirectory, NameDirectory] })
export class AuditModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionRegistry) {}

  onModuleInit(): void {
    this.projections.add(auditProjection, auditPeopleProjection);
  }
}

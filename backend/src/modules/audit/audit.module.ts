import { Module } from '@nestjs/common';
import { AdminStatsController } from './http/admin-stats.controller';

@Module({ controllers: [AdminStatsController] })
export class AuditModule {}

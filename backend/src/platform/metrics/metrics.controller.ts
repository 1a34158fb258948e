import { Controller, Get, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminGuard } from '../auth/auth.guards';
import { registry } from './metrics';
import { MetricsCollector } from './metrics-collector';

/** Prometheus scrapes this with an admin's token (`authorization` in its scrape configuration). */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/metrics')
@UseGuards(AdminGuard)
export class MetricsController {
  // Asked for so the gauges are registered before the first scrape.
  constructor(_collector: MetricsCollector) {}

  @Get()
  @ApiOkResponse({ description: "Prometheus' text format", content: { 'text/plain': { schema: { type: 'string' } } } })
  async metrics(@Res() reply: FastifyReply): Promise<void> {
    void reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(await registry.metrics());
  }
}

import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { registry } from './metrics';
import { MetricsCollector } from './metrics-collector';
import { Access } from '../auth/access';

/** Prometheus scrapes this with an admin's token (`authorization` in its scrape configuration). */
@ApiTags('admin')
@Access('admin')
@Controller('admin/metrics')
export class MetricsController {
  // Asked for so the gauges are registered before the first scrape.
  constructor(_collector: MetricsCollector) {}

  @Get()
  @ApiOkResponse({ description: "Prometheus' text format", content: { 'text/plain': { schema: { type: 'string' } } } })
  async metrics(@Res() reply: FastifyReply): Promise<void> {
    void reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(await registry.metrics());
  }
}

import { Controller, Get, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Health, HealthReport } from '../../contract/platform';
import { Access } from '../auth/access';
import { Readiness, report } from './readiness';

@ApiTags('health')
@Access('public')
@Controller('health')
export class HealthController {
  constructor(private readonly readiness: Readiness) {}

  @Get()
  health(): Health {
    return { status: 'ok' };
  }

  /** Liveness: the process answers. A failing probe means restart it. */
  @Get('live')
  live(): Promise<HealthReport> {
    return report({});
  }

  /** Readiness: the process can serve now; 503 (same shape) takes it out of the load balancer. */
  @Get('ready')
  async ready(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthReport> {
    const answer = await this.readiness.check();
    if (answer.status !== 'ok') void reply.status(503);
    return answer;
  }
}

import { Controller, Get, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentUser, MemberGuard } from '../auth/auth.guards';
import { SessionUser } from '../auth/session';
import { LiveNotices } from './live-notices';

/** A comment line now and then keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;

/**
 * GET /api/live: the signed-in tab's stream of notices (server-sent events). The browser reads it with
 * fetch and the Authorization header, so the bearer token never sits in a URL that gets logged.
 */
@ApiTags('live')
@Controller('live')
export class LiveController {
  constructor(private readonly notices: LiveNotices) {}

  @Get()
  @UseGuards(MemberGuard)
  @ApiBearerAuth()
  @ApiOkResponse({ description: 'Server-sent events: one `data:` line of JSON (a LiveNotice) per notice.', content: { 'text/event-stream': { schema: { type: 'string' } } } })
  stream(@CurrentUser() user: SessionUser, @Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    // Written by hand, past Fastify's hooks: a compressor would hold the events back.
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      // Tells nginx-like proxies not to buffer the stream.
      'x-accel-buffering': 'no',
    });
    raw.write(': connected\n\n');
    const stop = this.notices.listen({ userId: user.id, staff: user.admin, send: (notice) => raw.write(`data: ${JSON.stringify(notice)}\n\n`) });
    const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
    heartbeat.unref();
    request.raw.on('close', () => {
      clearInterval(heartbeat);
      stop();
    });
  }
}

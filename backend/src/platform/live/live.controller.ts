import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LiveNotice } from '../../contract/live';
import { CurrentUser, sessionUser } from '../auth/auth.guards';
import { ActiveUserLookup, SessionUser } from '../auth/session';
import { SessionTokens } from '../auth/session-tokens';
import { LiveCaps, STREAMS_PER_MEMBER } from './live-caps';
import { Listener, LiveNotices } from './live-notices';
import { Access } from '../auth/access';

/** The stream's route as Fastify names it (the app's `api` prefix and this controller's path). */
export const LIVE_STREAM_ROUTE = '/api/live';

/** A comment line now and then keeps proxies from closing a quiet stream; the session is checked again then too. */
const HEARTBEAT_MS = 25_000;

const event = (notice: LiveNotice) => `data: ${JSON.stringify(notice)}\n\n`;
const retryLater = { 'Retry-After': { description: 'Seconds to wait before opening the stream again.', schema: { type: 'integer' } } };

/**
 * GET /api/live: the signed-in tab's stream of notices (server-sent events). The browser reads it with
 * fetch and the Authorization header, so the bearer token never sits in a URL that gets logged. The
 * stream belongs to its session: it ends with `sessionEnded` once the session does.
 */
@ApiTags('live')
@Access('member')
@Controller('live')
export class LiveController {
  constructor(
    private readonly notices: LiveNotices,
    private readonly caps: LiveCaps,
    private readonly tokens: SessionTokens,
    private readonly users: ActiveUserLookup,
  ) {}

  @Get()
  @ApiOkResponse({
    description:
      'Server-sent events: one `data:` line of JSON (a LiveNotice) per notice. Checked again after every change to the member and on each heartbeat: once the session has ended, `{"topic":"sessionEnded"}` and the stream closes.',
    content: { 'text/event-stream': { schema: { type: 'string' } } },
  })
  @ApiTooManyRequestsResponse({ description: `TOO_MANY_REQUESTS: the member already has ${STREAMS_PER_MEMBER} streams open (one per tab).`, headers: retryLater })
  @ApiServiceUnavailableResponse({ description: 'SERVICE_UNAVAILABLE: this server holds as many streams as it may (LIVE_STREAM_LIMIT).', headers: retryLater })
  stream(@CurrentUser() user: SessionUser, @Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    // Refused (429, 503) before anything is written, as JSON like every other error.
    const release = this.caps.take(user.id);
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
    const write = (text: string) => void (raw.writableEnded || raw.write(text));
    write(': connected\n\n');
    const listener: Listener = {
      userId: user.id,
      staff: user.admin,
      // The stream's own token, checked as the guards check every request.
      session: () => sessionUser(request, this.tokens, this.users),
      send: (notice) => write(event(notice)),
      end: (reason) => {
        if (reason === 'session-ended') write(event({ topic: 'sessionEnded' }));
        raw.end();
      },
    };
    const stop = this.notices.listen(listener);
    const heartbeat = setInterval(() => {
      write(': ping\n\n');
      void this.notices.recheck(listener);
    }, HEARTBEAT_MS);
    heartbeat.unref();
    // Closed by either side: the slot is free again.
    raw.on('close', () => {
      clearInterval(heartbeat);
      stop();
      release();
    });
  }
}

import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { CommandMeta } from '../commands/command-meta';
import { Clock } from '../clock/clock';
import { SessionUser } from '../auth/session';

/** Builds the metadata of a command from the HTTP request that asked for it. */
export function commandMeta(request: FastifyRequest, clock: Clock): CommandMeta {
  const user = (request as FastifyRequest & { user?: SessionUser }).user;
  return { actorId: user?.id ?? null, correlationId: String(request.id ?? randomUUID()), now: clock.now() };
}

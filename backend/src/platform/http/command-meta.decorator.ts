import { createParamDecorator, ExecutionContext, Injectable, PipeTransform } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { SessionUser } from '../auth/session';
import { Clock } from '../clock/clock';
import { CommandMeta } from '../commands/command-meta';

/** Turns the request into the metadata every event of its command carries (DESIGN §3). */
@Injectable()
export class CommandMetaPipe implements PipeTransform<FastifyRequest, CommandMeta> {
  constructor(private readonly clock: Clock) {}

  transform(request: FastifyRequest & { user?: SessionUser }): CommandMeta {
    return { actorId: request.user?.id ?? null, correlationId: String(request.id ?? randomUUID()), now: this.clock.now() };
  }
}

const CurrentRequest = createParamDecorator((_data: unknown, context: ExecutionContext) => context.switchToHttp().getRequest());

/** A handler's command metadata: the signed-in user as the actor, the request as the correlation, the clock's now. */
export const Meta = () => CurrentRequest(CommandMetaPipe);

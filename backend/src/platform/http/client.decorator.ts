import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Client as RequestClient } from '../guesses/known-clients';

/** The asking client of a handler: its address (Fastify's, under TRUST_PROXY) and its cookies. */
export const Client = createParamDecorator((_data: unknown, context: ExecutionContext): RequestClient => {
  const request = context.switchToHttp().getRequest<FastifyRequest>();
  return { address: request.ip, cookies: request.headers.cookie };
});

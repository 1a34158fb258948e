import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorBody } from '../../contract/error-body';
import { DomainError, ValidationFailed } from '../../shared/domain-error';
import { PlatformErrorCode } from '../../shared/error-codes';
import { SpaFallback } from './spa-fallback';

/** The codes of what the framework refuses before any handler runs, by the status it refused with. */
const CODE_OF_STATUS: Record<number, PlatformErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

/** Errors thrown by Fastify itself (body parsing, limits) carry a statusCode and an FST_ code. */
function fastifyStatus(error: unknown): number | null {
  const status = (error as { statusCode?: unknown })?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : null;
}

/** The one place where errors become HTTP answers: `{ statusCode, message, errors? }`. */
export function toErrorBody(error: unknown): ErrorBody {
  if (error instanceof ValidationFailed) return { statusCode: 400, message: 'VALIDATION_FAILED', errors: error.errors };
  if (error instanceof DomainError) {
    // How long to wait travels as the Retry-After header (below), not in the body. The status is the
    // one the code's table declares; every code is one the registry holds (module-lists/module-lists.spec.ts).
    const { retryAfter: _retryAfter, ...details } = error.details;
    return { ...details, statusCode: error.status, message: error.code as ErrorBody['message'] };
  }
  if (error instanceof ThrottlerException) return { statusCode: 429, message: 'TOO_MANY_REQUESTS' };
  const status = error instanceof HttpException ? error.getStatus() : fastifyStatus(error);
  if (status === 400) {
    // A body that is not JSON at all: nothing field-shaped to point at.
    return { statusCode: 400, message: 'VALIDATION_FAILED', errors: [{ field: 'body', code: 'malformed' }] };
  }
  if (status !== null && status < 500) return { statusCode: status, message: CODE_OF_STATUS[status] ?? 'BAD_REQUEST' };
  return { statusCode: 500, message: 'INTERNAL_ERROR' };
}

@Catch()
export class HttpErrorsFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpErrors');

  constructor(private readonly spa: SpaFallback) {}

  catch(error: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const body = toErrorBody(error);
    if (body.statusCode === 404 && this.spa.serves(request)) {
      this.spa.send(request, reply);
      return;
    }
    if (body.statusCode === 500) {
      // Never log the request body or headers: they may carry passwords and tokens.
      // The request id leads to the events the request caused (their correlation id) and its X-Request-Id.
      this.logger.error(`${request.method} ${request.url.split('?')[0]} failed (request ${request.id})`, (error as Error)?.stack);
    }
    const retryAfter = error instanceof DomainError ? error.details.retryAfter : undefined;
    if (typeof retryAfter === 'number') void reply.header('retry-after', String(retryAfter));
    void reply.status(body.statusCode).send(body);
  }
}

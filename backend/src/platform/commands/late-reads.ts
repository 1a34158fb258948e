import { AsyncLocalStorage } from 'node:async_hooks';
import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Observable, tap } from 'rxjs';

/**
 * The header an answer carries when its command's read-your-writes wait gave up (DESIGN §3): the write
 * happened and the status says so, but the read models the answer (or the caller's next read) comes
 * from may not show it yet. Its value names the read models waited for, or `*` for all that keep up.
 */
export const READ_MODELS_BEHIND_HEADER = 'Read-Models-Behind';

const lateReads = new AsyncLocalStorage<Set<string>>();

/** Notes, for the answer of the request under way, that a wait for these read models gave up. */
export function noteLateReads(models: readonly string[]): void {
  const late = lateReads.getStore();
  if (!late) return;
  if (models.length === 0) late.add('*');
  for (const model of models) late.add(model);
}

/** Runs each request's handler with its own note of late reads, and says them in the header. */
@Injectable()
export class LateReadsInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const late = new Set<string>();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    const say = () => {
      if (late.size > 0 && !reply.sent) reply.header(READ_MODELS_BEHIND_HEADER, [...late].join(', '));
    };
    return new Observable((subscriber) => lateReads.run(late, () => next.handle().pipe(tap({ next: say, error: say })).subscribe(subscriber)));
  }
}

import type { Logger } from '@nestjs/common';
import type { RecordedEvent } from './event-store.port';

/**
 * Calls the handler until it succeeds or the subscription is closed. Skipping a failed event would
 * leave a read model silently wrong, so the same event is retried after a pause instead.
 * Returns false when the subscription was closed before the event was handled.
 */
export async function deliverWithRetry(
  event: RecordedEvent,
  handler: (event: RecordedEvent) => Promise<void>,
  options: {
    retryDelayMs: number;
    logger: Logger;
    isClosed: () => boolean;
    /** A sleep that close() cuts short. */
    sleep: (ms: number) => Promise<void>;
    /** Told each failure, and null once the event went through. */
    onFailure?: (message: string | null) => void;
  },
): Promise<boolean> {
  for (let attempt = 1; !options.isClosed(); attempt++) {
    try {
      await handler(event);
      if (attempt > 1) options.onFailure?.(null);
      return true;
    } catch (error) {
      // Said on the public readiness answer: the type and position only; the error (which may name a
      // person, e.g. a refused recipient) goes to the log below.
      options.onFailure?.(`handler failing on ${event.type} at position ${event.position}`);
      options.logger.error(
        `Subscriber failed on ${event.type} at position ${event.position} (attempt ${attempt}); retrying`,
        error instanceof Error ? error.stack : String(error),
      );
      await options.sleep(options.retryDelayMs);
    }
  }
  return false;
}

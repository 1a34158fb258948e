import { Logger } from '@nestjs/common';
import {
  AllStreamSubscription,
  excludeSystemEvents,
  KurrentDBClient,
  Position,
  ReadPosition,
} from '@kurrent/kurrentdb-client';
import type { RecordedEvent, Subscription } from './event-store.port';
import { deliverWithRetry } from './deliver-with-retry';
import { toReadPosition, toRecorded } from './kurrentdb.mapping';
import { WakeSignal } from './wake-signal';

/**
 * A catch-up subscription to `$all` that survives drops: it resubscribes from the last event it
 * delivered. The for-await loop pulls the next event only after the handler settled.
 */
export class KurrentDbSubscription implements Subscription {
  failure: string | null = null;
  /** The failure a drop set, cleared once the server confirms the next subscription. */
  private dropped: string | null = null;
  private closed = false;
  private readonly closing = new WakeSignal();
  private current: AllStreamSubscription | undefined;
  private from: ReadPosition;
  private readonly running: Promise<void>;

  constructor(
    private readonly client: KurrentDBClient,
    private after: number,
    private readonly handler: (event: RecordedEvent) => Promise<void>,
    private readonly retryDelayMs: number,
    private readonly logger: Logger,
    private readonly onClosed: () => void,
  ) {
    this.from = toReadPosition(after);
    this.running = this.loop();
  }

  /** Resolves once the event being handled (if any) has settled; do not await it inside the handler. */
  async close(): Promise<void> {
    if (!this.closed) {
      this.closed = true;
      this.closing.wake();
      this.onClosed();
      await this.current?.unsubscribe().catch(() => undefined);
    }
    await this.running;
  }

  private async loop(): Promise<void> {
    while (!this.closed) {
      const subscription = this.client.subscribeToAll({ fromPosition: this.from, filter: excludeSystemEvents() });
      this.current = subscription;
      // The server confirmed the (re)subscription: the drop is over, even if no event follows soon.
      subscription.on('confirmation', () => {
        if (this.dropped !== null && this.failure === this.dropped) this.failure = null;
        this.dropped = null;
      });
      try {
        for await (const resolved of subscription) {
          const event = toRecorded(resolved.event);
          if (!event || event.position <= this.after) continue;
          const delivered = await deliverWithRetry(event, this.handler, {
            retryDelayMs: this.retryDelayMs,
            logger: this.logger,
            isClosed: () => this.closed,
            sleep: (ms) => this.closing.wait(ms),
            onFailure: (message) => (this.failure = message),
          });
          if (!delivered || this.closed) break;
          this.after = event.position;
          this.from = resolved.event?.position as Position;
        }
      } catch (error) {
        if (!this.closed) {
          this.failure = this.dropped = `subscription to $all dropped after ${this.after}`;
          this.logger.error(`Subscription to $all dropped after ${this.after}; resubscribing`, (error as Error)?.stack);
        }
      } finally {
        await subscription.unsubscribe().catch(() => undefined);
      }
      if (!this.closed) await this.closing.wait(this.retryDelayMs);
    }
  }
}

import { Logger } from '@nestjs/common';
import type { RecordedEvent, Subscription } from './event-store.port';
import { deliverWithRetry } from './deliver-with-retry';
import { WakeSignal } from './wake-signal';

export interface PollingOptions {
  batchSize: number;
  /** Catches appends made by other processes, which the in-process wake-up cannot see. */
  pollIntervalMs: number;
  retryDelayMs: number;
}

/** A catch-up subscription over a log that can only be read in pages: read, deliver, sleep until woken. */
export class PollingSubscription implements Subscription {
  failure: string | null = null;
  private closed = false;
  private readonly newEvents = new WakeSignal();
  private readonly closing = new WakeSignal();
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly readPage: (after: number, limit: number) => RecordedEvent[] | Promise<RecordedEvent[]>,
    private after: number,
    private readonly handler: (event: RecordedEvent) => Promise<void>,
    private readonly options: PollingOptions,
    private readonly logger: Logger,
    private readonly onClosed: () => void = () => {},
  ) {}

  start(): this {
    this.running = this.loop();
    return this;
  }

  /** Called by the store after each append in this process. */
  wake(): void {
    this.newEvents.wake();
  }

  /**
   * Resolves once the event being handled (if any) has settled. Calling it from inside the handler is
   * fine, but awaiting it there would wait for the handler itself.
   */
  async close(): Promise<void> {
    if (!this.closed) {
      this.closed = true;
      this.newEvents.wake();
      this.closing.wake();
      this.onClosed();
    }
    await this.running;
  }

  private async loop(): Promise<void> {
    while (!this.closed) {
      let page: RecordedEvent[];
      try {
        page = await this.readPage(this.after, this.options.batchSize);
        this.failure = null;
      } catch (error) {
        this.failure = `reading the log after ${this.after} failing`;
        this.logger.error(`Reading the log after ${this.after} failed; retrying`, (error as Error)?.stack);
        await this.closing.wait(this.options.retryDelayMs);
        continue;
      }
      for (const event of page) {
        const delivered = await deliverWithRetry(event, this.handler, {
          retryDelayMs: this.options.retryDelayMs,
          logger: this.logger,
          isClosed: () => this.closed,
          sleep: (ms) => this.closing.wait(ms),
          onFailure: (message) => (this.failure = message),
        });
        if (!delivered || this.closed) return;
        this.after = event.position;
      }
      if (page.length < this.options.batchSize) await this.newEvents.wait(this.options.pollIntervalMs);
    }
  }
}

import { Logger } from '@nestjs/common';
import { BACKWARDS, END, excludeSystemEvents, jsonEvent, KurrentDBClient } from '@kurrent/kurrentdb-client';
import {
  AppendResult,
  EventStore,
  ExpectedRevision,
  NewEvent,
  RecordedEvent,
  Subscription,
} from './event-store.port';
import {
  isMissingStream,
  isNothingToDelete,
  positionNumber,
  toReadPosition,
  toRecorded,
  toStreamState,
  toWrongExpectedRevision,
} from './kurrentdb.mapping';
import { KurrentDbSubscription } from './kurrentdb.subscription';

export interface KurrentDbEventStoreOptions {
  /** Pause before a failed handler is called again with the same event. */
  retryDelayMs?: number;
}

/** The production event log. The store owns the client: close() disposes it. */
export class KurrentDbEventStore extends EventStore {
  private readonly logger = new Logger(KurrentDbEventStore.name);
  private readonly subscriptions = new Set<KurrentDbSubscription>();
  private readonly retryDelayMs: number;

  constructor(
    private readonly client: KurrentDBClient,
    options: KurrentDbEventStoreOptions = {},
  ) {
    super();
    this.retryDelayMs = options.retryDelayMs ?? 1000;
  }

  static connect(connectionString: string, options?: KurrentDbEventStoreOptions): KurrentDbEventStore {
    return new KurrentDbEventStore(KurrentDBClient.connectionString(connectionString), options);
  }

  async append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    if (events.length === 0) throw new Error(`append to ${streamId} needs at least one event`);
    const data = events.map((e) => jsonEvent({ type: e.type, data: e.data, metadata: { ...e.metadata } }));
    try {
      const result = await this.client.appendToStream(streamId, data, { streamState: toStreamState(expected) });
      return {
        nextRevision: Number(result.nextExpectedRevision),
        position: result.position ? positionNumber(result.position) : await this.headPosition(),
      };
    } catch (error) {
      throw toWrongExpectedRevision(error, streamId, expected) ?? error;
    }
  }

  async readStream(streamId: string, fromRevision = 0, limit?: number): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    try {
      const options = { fromRevision: BigInt(fromRevision), ...(limit !== undefined && { maxCount: BigInt(limit) }) };
      for await (const resolved of this.client.readStream(streamId, options)) {
        const event = toRecorded(resolved.event);
        if (event) events.push(event);
      }
    } catch (error) {
      if (isMissingStream(error)) return [];
      throw error;
    }
    return events;
  }

  async readEvent(streamId: string, revision: number): Promise<RecordedEvent | null> {
    try {
      for await (const resolved of this.client.readStream(streamId, { fromRevision: BigInt(revision), maxCount: 1 })) {
        const event = toRecorded(resolved.event);
        return event && event.revision === revision ? event : null;
      }
    } catch (error) {
      if (isMissingStream(error)) return null;
      throw error;
    }
    return null;
  }

  async readAll(after: number, limit: number): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    // A read from a position includes the event at it, hence one more than asked and the filter on `after`.
    const read = this.client.readAll({
      fromPosition: toReadPosition(after),
      maxCount: limit + 1,
      filter: excludeSystemEvents(),
    });
    for await (const resolved of read) {
      const event = toRecorded(resolved.event);
      if (event && event.position > after && events.length < limit) events.push(event);
    }
    return events;
  }

  subscribeToAll(after: number, handler: (event: RecordedEvent) => Promise<void>): Subscription {
    const subscription = new KurrentDbSubscription(this.client, after, handler, this.retryDelayMs, this.logger, () =>
      this.subscriptions.delete(subscription),
    );
    this.subscriptions.add(subscription);
    return subscription;
  }

  /**
   * Soft delete, so the name can be reused (a tombstone would forbid that forever). The events stay in
   * `$all` until the next scavenge, which is what makes the erasure physical. A stream that never
   * existed (or is already deleted) is nothing to delete, as on SQLite.
   */
  async deleteStream(streamId: string): Promise<void> {
    try {
      await this.client.deleteStream(streamId);
    } catch (error) {
      if (!isNothingToDelete(error)) throw error;
    }
  }

  async headPosition(): Promise<number> {
    const read = this.client.readAll({
      direction: BACKWARDS,
      fromPosition: END,
      maxCount: 1,
      filter: excludeSystemEvents(),
    });
    for await (const resolved of read) return toRecorded(resolved.event)?.position ?? 0;
    return 0;
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((s) => s.close()));
    await this.client.dispose();
  }
}

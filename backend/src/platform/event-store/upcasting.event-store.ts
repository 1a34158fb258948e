import { AppendResult, EventStore, ExpectedRevision, NewEvent, RecordedEvent, Subscription } from './event-store.port';
import { EventUpcasters } from './upcasting';

/**
 * The event store the app is given, whatever the adapter (SQLite, KurrentDB): every read path — a
 * stream, one event, a page of `$all`, a subscription's catch-up and live delivery — hands out events
 * in the current shape of their type, and every append stamps the shape it writes. Deciders,
 * projections, reactors, histories and the erasure therefore only ever see the newest shape.
 */
export class UpcastingEventStore extends EventStore {
  constructor(
    private readonly log: EventStore,
    private readonly upcasters: EventUpcasters,
  ) {
    super();
  }

  append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    return this.log.append(streamId, this.upcasters.stamp(events), expected);
  }

  async readStream(streamId: string, fromRevision?: number, limit?: number): Promise<RecordedEvent[]> {
    return this.all(await this.log.readStream(streamId, fromRevision, limit));
  }

  async readEvent(streamId: string, revision: number): Promise<RecordedEvent | null> {
    const event = await this.log.readEvent(streamId, revision);
    return event && this.upcasters.upcast(event);
  }

  async readAll(after: number, limit: number): Promise<RecordedEvent[]> {
    return this.all(await this.log.readAll(after, limit));
  }

  subscribeToAll(after: number, handler: (event: RecordedEvent) => Promise<void>): Subscription {
    return this.log.subscribeToAll(after, (event) => handler(this.upcasters.upcast(event)));
  }

  deleteStream(streamId: string): Promise<void> {
    return this.log.deleteStream(streamId);
  }

  headPosition(): Promise<number> {
    return this.log.headPosition();
  }

  close(): Promise<void> {
    return this.log.close();
  }

  /** The page itself when nothing in it changed shape (the usual case: no copy). */
  private all(events: RecordedEvent[]): RecordedEvent[] {
    let result: RecordedEvent[] | null = null;
    events.forEach((event, index) => {
      const current = this.upcasters.upcast(event);
      if (current !== event) (result ??= events.slice())[index] = current;
    });
    return result ?? events;
  }
}

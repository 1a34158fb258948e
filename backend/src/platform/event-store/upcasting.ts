import type { EventMetadata, NewEvent, RecordedEvent } from './event-store.port';

/**
 * How one stored shape of an event's data becomes the next (issue 39 §4, DESIGN §3 "a new shape is a
 * new type or an upcaster"). Pure, declared by the module that owns the event, beside its events, and
 * registered with `moduleParts({ upcasters })`. It reads shape `from` (an event's `metadata.v`, 1 when
 * the event was written without one) and returns shape `from + 1`; the newest shape of a type is one
 * more than the `from` of its last upcaster.
 */
export interface Upcaster<From = any, To = any> {
  type: string;
  from: number;
  upcast(data: From): To;
}

/** The shape version an event's data was written in: `metadata.v`, or 1 for an event written without one. */
export const shapeVersion = (metadata: Pick<EventMetadata, 'v'>): number => metadata.v ?? 1;

/**
 * Every module's upcasters, by event type: the one place a stored event becomes the shape the code
 * reads now (`upcast`), and where an appended event gets the version it is written in (`stamp`). A type
 * without upcasters is never touched: its events are handed on as the adapter read them, and written
 * without a `v`. Modules add theirs while the app is created; once the log has been read or written
 * through them the list is closed, so no reader ever saw an event in a shape a later module changes.
 */
export class EventUpcasters {
  private readonly chains = new Map<string, Upcaster[]>();
  private sealed = false;

  add(...upcasters: Upcaster[]): void {
    if (upcasters.length === 0) return;
    if (this.sealed) throw new Error(`Upcasters of ${upcasters.map((u) => u.type).join(', ')} added after the log was read`);
    for (const upcaster of upcasters) {
      const chain = this.chains.get(upcaster.type) ?? [];
      if (chain.some((known) => known.from === upcaster.from)) throw new Error(`Two upcasters of ${upcaster.type} from version ${upcaster.from}`);
      this.chains.set(upcaster.type, [...chain, upcaster].sort((a, b) => a.from - b.from));
    }
  }

  /** The shape of `type` the code reads and writes now (1 for a type that never changed). */
  current(type: string): number {
    this.seal();
    return 1 + (this.chains.get(type)?.length ?? 0);
  }

  /** The event in the current shape of its type; the very same object when it already is. */
  upcast(event: RecordedEvent): RecordedEvent {
    const chain = this.chainOf(event.type);
    if (!chain) return event;
    const written = shapeVersion(event.metadata);
    const current = chain.length + 1;
    if (written === current) return event;
    if (written > current || written < 1 || !Number.isInteger(written)) {
      // Written by a newer release (a rollback across a shape change): folding it as an older shape would corrupt state.
      throw new Error(`${event.streamId}@${event.revision}: ${event.type} version ${written} is unknown here (this code reads up to version ${current})`);
    }
    let data = event.data;
    for (const upcaster of chain.slice(written - 1)) data = upcaster.upcast(data);
    return { ...event, data, metadata: { ...event.metadata, v: current } };
  }

  /** The events as append writes them: a type that changed shape carries the version it is written in. */
  stamp(events: NewEvent[]): NewEvent[] {
    if (this.chains.size === 0) return (this.seal(), events);
    return events.map((event) => {
      const current = this.current(event.type);
      return current === 1 ? event : { ...event, metadata: { ...event.metadata, v: current } };
    });
  }

  private chainOf(type: string): Upcaster[] | undefined {
    this.seal();
    return this.chains.get(type);
  }

  /** Closes the list on first use, and checks that each type's chain runs 1, 2, 3… without a gap. */
  private seal(): void {
    if (this.sealed) return;
    for (const [type, chain] of this.chains) {
      chain.forEach((upcaster, index) => {
        if (upcaster.from !== index + 1) throw new Error(`Upcasters of ${type} must start at version 1 and leave no gap (found ${chain.map((u) => u.from).join(', ')})`);
      });
    }
    this.sealed = true;
  }
}

import { DomainEvent } from '../../shared/decider';

/** Metadata carried by every event (DESIGN §3). */
export interface EventMetadata {
  actorId: string | null;
  correlationId: string;
  /** The event (`stream@revision`) or, for a command straight from a request, the request that caused it. Older events may lack it. */
  causationId?: string;
  occurredAt: string; // ISO 8601
  /**
   * The shape version of `data`, written only for an event type that has changed shape (upcasting.ts);
   * absent means 1. Readers of the port never need it: they get every event in its current shape.
   */
  v?: number;
}

export interface NewEvent<T extends string = string, D = Record<string, unknown>> {
  type: T;
  data: D;
  metadata: EventMetadata;
}

export interface RecordedEvent<T extends string = string, D = Record<string, unknown>> extends NewEvent<T, D> {
  streamId: string;
  /** 0-based revision of this event inside its stream. */
  revision: number;
  /** Global position in `$all`; strictly increasing, > 0. */
  position: number;
}

/** A domain event as the log recorded it: with its metadata and its place in the stream and in `$all`. */
export type Recorded<E extends DomainEvent> = E & Pick<RecordedEvent, 'metadata' | 'streamId' | 'revision' | 'position'>;

/** -1 = the stream must not exist; a number = the revision of the stream's last event. */
export type ExpectedRevision = number | 'no_stream' | 'any';

export interface AppendResult {
  /** Revision of the last appended event. */
  nextRevision: number;
  /** Global position of the last appended event. */
  position: number;
}

export interface Subscription {
  /**
   * Why events are not flowing right now (the log unreachable, a dropped connection, or a handler
   * failing on the same event again and again), null while they are: what readiness reports.
   */
  readonly failure: string | null;
  close(): Promise<void>;
}

export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no_stream',
  ) {
    super(`Wrong expected revision on ${streamId}: expected ${expected}, actual ${actual}`);
    this.name = 'WrongExpectedRevisionError';
  }
}

/** The event log. Adapters: SQLite (embedded) and KurrentDB (production). */
export abstract class EventStore {
  /** Appends atomically; throws WrongExpectedRevisionError on a revision mismatch. */
  abstract append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult>;
  /**
   * The events of a stream in order, from revision `fromRevision` on (default: all of them), at most
   * `limit` of them (default: no limit); [] when the stream does not exist or has no event at or after
   * that revision.
   */
  abstract readStream(streamId: string, fromRevision?: number, limit?: number): Promise<RecordedEvent[]>;
  /** One event of a stream, or null when the stream (or that revision) does not exist (any more). */
  abstract readEvent(streamId: string, revision: number): Promise<RecordedEvent | null>;
  /** Events of `$all` with position > `after`, at most `limit` of them, in order. */
  abstract readAll(after: number, limit: number): Promise<RecordedEvent[]>;
  /**
   * Calls `handler` for every event with position > `after`, in order, first catching up and then live.
   * The next event is delivered only after the handler's promise settles.
   */
  abstract subscribeToAll(after: number, handler: (event: RecordedEvent) => Promise<void>): Subscription;
  /** Erases a stream for good (GDPR erasure); a later append with 'no_stream' succeeds. */
  abstract deleteStream(streamId: string): Promise<void>;
  /** Position of the newest event in `$all` (0 when empty). */
  abstract headPosition(): Promise<number>;
  abstract close(): Promise<void>;
}

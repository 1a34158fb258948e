import { createHash } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type { SqliteDatabase } from '../sqlite/sqlite-database';
import {
  AppendResult,
  EventStore,
  ExpectedRevision,
  NewEvent,
  RecordedEvent,
  Subscription,
  WrongExpectedRevisionError,
} from './event-store.port';
import { PollingOptions, PollingSubscription } from './polling.subscription';
import { RecentEvents } from './recent-events';

interface EventRow {
  position: number;
  stream_id: string;
  revision: number;
  type: string;
  data: string;
  metadata: string;
}

/**
 * What the log held up to a position: how many events, and a digest of the one at that position. Equal
 * marks mean the same log with nothing deleted before the position (positions are never reused); a
 * read-model snapshot is trusted only while its mark still matches (platform/projections/read-model-snapshot).
 */
export interface LogMark {
  events: number;
  /** SHA-256 of the event at the position ('' at position 0). */
  digest: string;
}

export type SqliteEventStoreOptions = Partial<PollingOptions>;

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS events (
    position INTEGER PRIMARY KEY AUTOINCREMENT,
    stream_id TEXT NOT NULL,
    revision INTEGER NOT NULL,
    type TEXT NOT NULL,
    data TEXT NOT NULL,
    metadata TEXT NOT NULL,
    UNIQUE (stream_id, revision)
  )`;

/**
 * The embedded event log. The database handle is shared with other adapters, so close() stops the
 * subscriptions but leaves the handle open for its owner to close.
 */
export class SqliteEventStore extends EventStore {
  private readonly logger = new Logger(SqliteEventStore.name);
  private readonly pollingOptions: PollingOptions;
  private readonly subscriptions = new Set<PollingSubscription>();
  private readonly recent = new RecentEvents<EventRow>(toRecorded);
  private readonly lastRevisionStmt;
  private readonly insertStmt;
  private readonly readStreamStmt;
  private readonly readEventStmt;
  private readonly readAllStmt;
  private readonly headStmt;
  private readonly deleteStmt;
  private readonly countUpToStmt;
  private readonly eventAtStmt;
  private readonly appendTx;

  constructor(
    db: SqliteDatabase,
    options: SqliteEventStoreOptions = {},
  ) {
    super();
    this.pollingOptions = {
      batchSize: options.batchSize ?? 500,
      pollIntervalMs: options.pollIntervalMs ?? 500,
      retryDelayMs: options.retryDelayMs ?? 1000,
    };
    db.exec(SCHEMA);
    this.lastRevisionStmt = db.prepare<[string], { revision: number | null }>(
      'SELECT MAX(revision) AS revision FROM events WHERE stream_id = ?',
    );
    this.insertStmt = db.prepare<[string, number, string, string, string]>(
      'INSERT INTO events (stream_id, revision, type, data, metadata) VALUES (?, ?, ?, ?, ?)',
    );
    // LIMIT -1 is no limit in SQLite.
    this.readStreamStmt = db.prepare<[string, number, number], EventRow>('SELECT * FROM events WHERE stream_id = ? AND revision >= ? ORDER BY revision LIMIT ?');
    this.readEventStmt = db.prepare<[string, number], EventRow>('SELECT * FROM events WHERE stream_id = ? AND revision = ?');
    this.readAllStmt = db.prepare<[number, number], EventRow>(
      'SELECT * FROM events WHERE position > ? ORDER BY position LIMIT ?',
    );
    this.headStmt = db.prepare<[], { head: number | null }>('SELECT MAX(position) AS head FROM events');
    this.deleteStmt = db.prepare<[string]>('DELETE FROM events WHERE stream_id = ?');
    // All events less those after the position: a plain COUNT(*) reads the small (stream, revision) index,
    // where counting up to a position walks the whole table's pages (0.58 s → 0.06 s at a million events).
    this.countUpToStmt = db.prepare<[number], { events: number }>(
      'SELECT (SELECT COUNT(*) FROM events) - (SELECT COUNT(*) FROM events WHERE position > ?) AS events',
    );
    this.eventAtStmt = db.prepare<[number], EventRow>('SELECT * FROM events WHERE position = ?');
    this.appendTx = db.transaction((streamId: string, events: NewEvent[], expected: ExpectedRevision) =>
      this.appendInTransaction(streamId, events, expected),
    );
  }

  async append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    if (events.length === 0) throw new Error(`append to ${streamId} needs at least one event`);
    // IMMEDIATE takes the write lock up front, so a second process cannot slip in between the check and the insert.
    const { result, recorded } = this.appendTx.immediate(streamId, events, expected);
    this.recent.add(recorded);
    for (const subscription of this.subscriptions) subscription.wake();
    return result;
  }

  async readStream(streamId: string, fromRevision = 0, limit?: number): Promise<RecordedEvent[]> {
    return this.readStreamStmt.all(streamId, fromRevision, limit ?? -1).map(toRecorded);
  }

  async readEvent(streamId: string, revision: number): Promise<RecordedEvent | null> {
    const row = this.readEventStmt.get(streamId, revision);
    return row ? toRecorded(row) : null;
  }

  async readAll(after: number, limit: number): Promise<RecordedEvent[]> {
    return this.readAllSync(after, limit);
  }

  subscribeToAll(after: number, handler: (event: RecordedEvent) => Promise<void>): Subscription {
    const subscription = new PollingSubscription(
      (from, limit) => this.readAllSync(from, limit),
      after,
      handler,
      this.pollingOptions,
      this.logger,
      () => this.subscriptions.delete(subscription),
    );
    this.subscriptions.add(subscription);
    return subscription.start();
  }

  async deleteStream(streamId: string): Promise<void> {
    this.deleteStmt.run(streamId);
    this.recent.clear();
  }

  async headPosition(): Promise<number> {
    return this.headStmt.get()?.head ?? 0;
  }

  /** The log's mark at `position`; null when no event sits there (deleted, or beyond the log's end). */
  markAt(position: number): LogMark | null {
    if (position === 0) return { events: 0, digest: '' };
    const row = this.eventAtStmt.get(position);
    if (!row) return null;
    const digest = createHash('sha256').update(JSON.stringify([row.stream_id, row.revision, row.type, row.data, row.metadata])).digest('hex');
    return { events: this.countUpToStmt.get(position)?.events ?? 0, digest };
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((s) => s.close()));
  }

  /**
   * The rows are handed to the cache as stored (text): readers parse them, once, when they ask. Parsing
   * here, inside the write lock, had made a batch of 100 events cost twice its INSERTs (issue 24 §6).
   */
  private appendInTransaction(streamId: string, events: NewEvent[], expected: ExpectedRevision): { result: AppendResult; recorded: Array<{ position: number; row: EventRow }> } {
    const last = this.lastRevisionStmt.get(streamId)?.revision ?? null;
    if (expected !== 'any') {
      const ok = expected === 'no_stream' ? last === null : last === expected;
      if (!ok) throw new WrongExpectedRevisionError(streamId, expected, last ?? 'no_stream');
    }
    let revision = last ?? -1;
    let position = 0;
    const recorded: Array<{ position: number; row: EventRow }> = [];
    for (const event of events) {
      revision += 1;
      const data = JSON.stringify(event.data);
      const metadata = JSON.stringify(event.metadata);
      position = Number(this.insertStmt.run(streamId, revision, event.type, data, metadata).lastInsertRowid);
      // As a reader will see it: what the JSON kept.
      recorded.push({ position, row: { position, stream_id: streamId, revision, type: event.type, data, metadata } });
    }
    return { result: { nextRevision: revision, position }, recorded };
  }

  private readAllSync(after: number, limit: number): RecordedEvent[] {
    return this.recent.page(after, limit) ?? this.readAllStmt.all(after, limit).map(toRecorded);
  }
}

function toRecorded(row: EventRow): RecordedEvent {
  return {
    streamId: row.stream_id,
    revision: row.revision,
    position: row.position,
    type: row.type,
    data: JSON.parse(row.data),
    metadata: JSON.parse(row.metadata),
  };
}

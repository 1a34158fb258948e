import { Logger } from '@nestjs/common';
import { ProjectorCheckpoints } from '../checkpoints/projector-checkpoint';
import { EventStore, RecordedEvent, Subscription } from '../event-store/event-store.port';
import { Doc, DuplicateKeyError, ReadStore } from '../read-store/read-store.port';
import { POSITION_FIELD, Projection } from './projection';
import { ProjectionWaiter, READ_YOUR_WRITES_TIMEOUT_MS } from './projection-waiter';

const BATCH = 1000;

/**
 * Waits before the next try of an event a projection failed on. A clash with a unique index will not
 * go away by waiting, so it is parked after a few quick tries; anything else (a read store that is
 * briefly away) is retried for about half a minute before the event is parked.
 */
const RETRY_DELAYS_MS = [100, 200, 400, 800, 1600, 3200, 6400, 12800];
const DUPLICATE_RETRY_DELAYS_MS = [50, 100];

/** Events a projection could not apply, kept for an operator (DESIGN §4); ids and the error only. */
export const PARKED_EVENTS = 'parked-events';

export interface ParkedEventDoc {
  _id: string;
  projection: string;
  position: number;
  streamId: string;
  type: string;
  error: string;
  parkedAt: string;
  [key: string]: unknown;
}

interface Running {
  projection: Projection;
  checkpoint: number;
  handles: Set<string>;
}

/** Applies every projection to `$all` in order; one checkpoint document holds where each one stands. */
export class Projector extends ProjectionWaiter {
  private readonly logger = new Logger('Projector');
  private running: Running[] = [];
  private subscription: Subscription | null = null;
  private position = 0;
  private waiters: Array<{ position: number; resolve: (reached: boolean) => void }> = [];
  /** The live event being applied, or a `whileIdle` step: one at a time, in order. */
  private turn: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly events: EventStore,
    private readonly readStore: ReadStore,
    private readonly checkpoints: ProjectorCheckpoints,
    readonly projections: Projection[],
  ) {
    super();
  }

  /**
   * Catches up to the head, then follows live appends (`follow: false` stops at the head). A rebuild
   * empties every read model, and the events parked for them, and replays the whole log.
   */
  async start(options: { rebuild: boolean; follow?: boolean }): Promise<void> {
    for (const projection of this.projections) {
      for (const index of projection.indexes ?? []) await this.readStore.ensureIndex(projection.collection, index);
      if (options.rebuild) await this.readStore.collection(projection.collection).clear();
    }
    if (options.rebuild) await this.readStore.collection(PARKED_EVENTS).clear();
    const saved = options.rebuild ? null : await this.checkpoints.load(this.projections.map((p) => p.name));
    this.running = this.projections.map((projection) => ({
      projection,
      checkpoint: saved?.projections[projection.name] ?? 0,
      handles: new Set(projection.handles),
    }));
    this.position = Math.min(...this.running.map((r) => r.checkpoint), await this.events.headPosition());
    const started = Date.now();
    let applied = 0;
    // Catching up, the checkpoint is written once per batch, not per event: a replayed event is
    // harmless (each document keeps the position it was last changed at).
    for (let batch = await this.events.readAll(this.position, BATCH); batch.length > 0; ) {
      await this.catchUp(batch);
      await this.saveCheckpoint();
      applied += batch.length;
      batch = await this.events.readAll(this.position, BATCH);
    }
    if (applied > 0) this.logger.log(`Read models caught up: ${applied} events in ${Date.now() - started} ms`);
    if (options.follow === false) return;
    this.subscription = this.events.subscribeToAll(this.position, (event) => this.inTurn(() => this.apply(event)));
  }

  /**
   * Runs `step` between two live events, when every read model and the checkpoint reflect the same
   * position (a snapshot of the read models is taken there).
   */
  whileIdle<T>(step: () => T): Promise<T> {
    return this.inTurn(async () => step());
  }

  /** Why the live subscription is not delivering right now (null while it is, or before it started). */
  get failure(): string | null {
    return this.subscription?.failure ?? null;
  }

  async stop(): Promise<void> {
    await this.subscription?.close();
    this.subscription = null;
    for (const waiter of this.waiters.splice(0)) waiter.resolve(false);
  }

  get currentPosition(): number {
    return this.position;
  }

  waitFor(position: number, timeoutMs = READ_YOUR_WRITES_TIMEOUT_MS): Promise<boolean> {
    if (this.position >= position) return Promise.resolve(true);
    return new Promise((resolve) => {
      const waiter = { position, resolve };
      this.waiters.push(waiter);
      setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        resolve(false);
      }, timeoutMs).unref();
    });
  }

  /**
   * One batch while catching up: each projection's documents are read once, evolved through every
   * event of the batch in memory and written once (a member's three sign-up events cost one read and
   * one write, not three of each). Should anything fail (a projection throwing, a unique index
   * clashing), the batch is applied again event by event, where retries and parking work per event;
   * documents already written carry their positions, so nothing is applied twice.
   */
  private async catchUp(batch: RecordedEvent[]): Promise<void> {
    try {
      for (const running of this.running) await this.applyStaged(running, batch);
    } catch {
      for (const event of batch) await this.apply(event, false);
      return;
    }
    const last = batch[batch.length - 1].position;
    for (const running of this.running) running.checkpoint = Math.max(running.checkpoint, last);
    this.position = Math.max(this.position, last);
    this.wakeWaiters();
  }

  private async applyStaged({ projection, checkpoint, handles }: Running, batch: RecordedEvent[]): Promise<void> {
    const collection = this.readStore.collection<Doc>(projection.collection);
    // A document as the batch left it, stamped with its id and position only when written.
    const staged = new Map<string, { doc: Doc | null; position: number }>();
    for (const event of batch) {
      if (event.position <= checkpoint || !handles.has(event.type)) continue;
      const id = projection.documentId(event);
      if (id === null) continue;
      const entry = staged.get(id);
      const current = entry ? entry.doc : await collection.get(id);
      if (!entry && sawAlready(current, event)) continue;
      staged.set(id, { doc: projection.evolve(current, event), position: event.position });
    }
    for (const [id, { doc, position }] of staged) {
      if (doc) await collection.upsert(stamped(doc, id, position));
      else await collection.delete(id);
    }
  }

  private async apply(event: RecordedEvent, persist = true): Promise<void> {
    if (event.position <= this.position) return;
    for (const running of this.running) {
      if (event.position <= running.checkpoint) continue;
      if (running.handles.has(event.type)) await this.applyOrPark(running.projection, event);
      running.checkpoint = event.position;
    }
    this.position = event.position;
    if (persist) await this.saveCheckpoint();
    this.wakeWaiters();
  }

  private async saveCheckpoint(): Promise<void> {
    const projections = Object.fromEntries(this.running.map((r) => [r.projection.name, r.checkpoint]));
    await this.checkpoints.save({ position: this.position, projections });
  }

  /**
   * One event a projection keeps failing on must not stall every read model behind it (and every
   * command waiting to read its own write): after the retries it is parked, logged, and passed.
   */
  private async applyOrPark(projection: Projection, event: RecordedEvent): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.applyTo(projection, event);
      } catch (error) {
        const delays = error instanceof DuplicateKeyError ? DUPLICATE_RETRY_DELAYS_MS : RETRY_DELAYS_MS;
        if (attempt >= delays.length) return this.park(projection, event, error);
        await new Promise((resolve) => setTimeout(resolve, delays[attempt]));
      }
    }
  }

  private async park(projection: Projection, event: RecordedEvent, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    this.logger.error(`Projection ${projection.name} parked ${event.type} at position ${event.position} (${event.streamId}): ${message}`);
    const parked: ParkedEventDoc = {
      _id: `${projection.name}@${event.position}`,
      projection: projection.name,
      position: event.position,
      streamId: event.streamId,
      type: event.type,
      error: message,
      parkedAt: new Date().toISOString(),
    };
    await this.readStore.collection<ParkedEventDoc>(PARKED_EVENTS).upsert(parked);
  }

  private async applyTo(projection: Projection, event: RecordedEvent): Promise<void> {
    const id = projection.documentId(event);
    if (id === null) return;
    await this.readStore.collection<Doc>(projection.collection).modify(id, (current) => {
      if (sawAlready(current, event)) return undefined;
      const next = projection.evolve(current, event);
      return next === null ? null : stamped(next, id, event.position);
    });
  }

  private inTurn<T>(step: () => Promise<T>): Promise<T> {
    const run = this.turn.then(step);
    this.turn = run.catch(() => undefined);
    return run;
  }

  private wakeWaiters(): void {
    if (this.waiters.length === 0) return;
    const still: typeof this.waiters = [];
    for (const waiter of this.waiters) {
      if (this.position >= waiter.position) waiter.resolve(true);
      else still.push(waiter);
    }
    this.waiters = still;
  }
}

/** Replay guard: the document was last changed by this event or a later one. */
const sawAlready = (doc: Doc | null, event: RecordedEvent) => doc !== null && Number(doc[POSITION_FIELD] ?? 0) >= event.position;

/** A projection's document as stored: its id, and the position of the last event that changed it. */
const stamped = (doc: Doc, id: string, position: number): Doc => ({ ...doc, _id: id, [POSITION_FIELD]: position });

import { Logger } from '@nestjs/common';
import { ProjectorCheckpoint, ProjectorCheckpoints } from '../checkpoints/projector-checkpoint';
import { EventStore, RecordedEvent, Subscription } from '../event-store/event-store.port';
import { Doc, DuplicateKeyError, ReadStore, readModel } from '../read-store/read-store.port';
import { POSITION_FIELD, Projection } from './projection';
import { ProjectionLane } from './projection-lane';
import { ProjectionWaiter, READ_YOUR_WRITES_TIMEOUT_MS } from './projection-waiter';

const BATCH = 1000;

/**
 * Waits before the next try of an event a projection failed on. The projector's pass tries twice more
 * at once, then leaves that projection to catch up on its own while every other one goes on; there, a
 * failure (a read store briefly away) is retried for about half a minute before the event is parked.
 */
const QUICK_RETRY_DELAYS_MS = [50, 100];
const RETRY_DELAYS_MS = [100, 200, 400, 800, 1600, 3200, 6400, 12800];

export interface ParkedEventDoc extends Doc {
  projection: string;
  position: number;
  streamId: string;
  type: string;
  error: string;
  parkedAt: string;
}

/** Events a projection could not apply, kept for an operator (DESIGN §4); ids and the error only. */
export const PARKED_EVENTS = readModel<ParkedEventDoc>('parked-events');

interface Waiter {
  position: number;
  models: readonly string[];
  resolve: (reached: boolean) => void;
}

/** A lane's state as the status and readiness report it. */
export interface LaneStatus {
  model: string;
  position: number;
  state: 'keeps-up' | 'behind' | 'building';
}

/**
 * Applies every projection to `$all` in order, each in its own lane (projection-lane.ts) with its own
 * checkpoint and version: one pass over the log feeds the lanes that keep up; a lane failing on an event
 * or building a new version catches up on its own, and only its own readers wait for it.
 */
export class Projector extends ProjectionWaiter {
  private readonly logger = new Logger('Projector');
  private lanes: ProjectionLane[] = [];
  private subscription: Subscription | null = null;
  private position = 0;
  private waiters: Waiter[] = [];
  private stopped = false;
  /** Past the start's catch-up: a lane left behind from now on catches up on its own at once. */
  private following = false;
  /** The live event being applied, a lane rejoining, or a `whileIdle` step: one at a time, in order. */
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
   * Catches up to the head, then follows live appends (`follow: false` stops at the head, every lane
   * caught up). A model whose version changed, or that is new beside models already built, is built
   * again on its own, beside the collection its readers see, and switched when caught up; the others go
   * on from their checkpoints. A rebuild empties every read model, and the events parked for them, and
   * replays the whole log.
   */
  async start(options: { rebuild: boolean; follow?: boolean }): Promise<void> {
    this.stopped = false;
    this.following = false;
    const saved = options.rebuild ? null : await this.checkpoints.load(this.projections.map((p) => p.model.name));
    if (options.rebuild) await this.readStore.collection(PARKED_EVENTS).clear();
    this.lanes = [];
    for (const projection of this.projections) this.lanes.push(await this.laneOf(projection, saved, options.rebuild));
    const keepingUp = this.lanes.filter((lane) => lane.keepsUp);
    this.position = Math.min(...keepingUp.map((lane) => lane.position), await this.events.headPosition());
    const started = Date.now();
    let applied = 0;
    // Catching up, the checkpoint is written once per batch, not per event: a replayed event is
    // harmless (each document keeps the position it was last changed at). Where the store has
    // transactions, a batch's documents and the checkpoint are committed together.
    for (let batch = await this.events.readAll(this.position, BATCH); batch.length > 0; ) {
      const events = batch;
      await this.readStore.batch(async () => {
        await this.catchUp(events);
        await this.saveCheckpoint();
      });
      applied += batch.length;
      batch = await this.events.readAll(this.position, BATCH);
    }
    if (applied > 0) this.logger.log(`Read models caught up: ${applied} events in ${Date.now() - started} ms`);
    this.following = true;
    const alone = this.lanes.filter((lane) => !lane.keepsUp).map((lane) => this.catchUpAlone(lane));
    if (options.follow === false) {
      await Promise.all(alone);
      return;
    }
    this.subscription = this.events.subscribeToAll(this.position, (event) => this.inTurn(() => this.apply(event)));
  }

  /**
   * Runs `step` between two live events, when every lane that keeps up and the checkpoint reflect the same
   * position (a snapshot of the read models is taken there).
   */
  whileIdle<T>(step: () => T): Promise<T> {
    return this.inTurn(async () => step());
  }

  /** Why the live subscription is not delivering right now (null while it is, or before it started). */
  get failure(): string | null {
    return this.subscription?.failure ?? null;
  }

  /** Each model's lane: keeping up, behind (catching up on its own) or building a new version. */
  status(): LaneStatus[] {
    return this.lanes.map((lane) => ({
      model: lane.name,
      position: lane.position,
      state: lane.building ? 'building' : lane.keepsUp ? 'keeps-up' : 'behind',
    }));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.subscription?.close();
    this.subscription = null;
    for (const waiter of this.waiters.splice(0)) waiter.resolve(false);
  }

  get currentPosition(): number {
    return this.position;
  }

  /**
   * Resolves true once every lane that keeps up reached `position`, and the named models' readers see it
   * (a model behind or being built holds only the waits that name it); false after the timeout.
   */
  waitFor(position: number, timeoutMs = READ_YOUR_WRITES_TIMEOUT_MS, models: readonly string[] = []): Promise<boolean> {
    const waiter: Waiter = { position, models, resolve: () => undefined };
    if (this.reached(waiter)) return Promise.resolve(true);
    return new Promise((resolve) => {
      waiter.resolve = resolve;
      this.waiters.push(waiter);
      setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        resolve(false);
      }, timeoutMs).unref();
    });
  }

  /** The lane a saved checkpoint leaves a projection in: keeping up, or building its version on its own. */
  private async laneOf(projection: Projection, saved: ProjectorCheckpoint | null, rebuild: boolean): Promise<ProjectionLane> {
    const name = projection.model.name;
    const liveStored = saved?.collections?.[name] ?? name;
    const known = saved !== null && name in saved.projections;
    const liveVersion = saved?.versions?.[name] ?? projection.version;
    this.readStore.switchTo(name, liveStored);
    const lane = new ProjectionLane(projection, liveStored, projection.version, known ? saved.projections[name] : 0);
    if (rebuild) {
      if (liveStored !== name) await this.readStore.drop(liveStored);
      lane.liveStored = name;
      this.readStore.switchTo(name, name);
      await this.readStore.stored(name).clear();
    } else if ((known && liveVersion !== projection.version) || (!known && saved !== null)) {
      lane.liveVersion = liveVersion;
      lane.keepsUp = false;
      const resumed = saved.building?.[name];
      const stored = ProjectionLane.storedFor(name, projection.version);
      if (resumed?.version === projection.version && resumed.stored === stored) lane.building = { ...resumed };
      else {
        await this.readStore.drop(stored);
        lane.building = { version: projection.version, stored, position: 0 };
      }
      this.logger.log(`Read model ${name}: building version ${projection.version} beside version ${liveVersion}, from position ${lane.building.position}`);
    }
    for (const index of projection.model.indexes) await this.readStore.ensureIndex(lane.writes, index);
    return lane;
  }

  /**
   * One batch while catching up: each lane's documents are read once, evolved through every event of
   * the batch in memory and written once (a member's three sign-up events cost one read and one write,
   * not three of each). Should a lane fail (a projection throwing, a unique index clashing), its batch is
   * applied again event by event, where retries and parking work per event; documents already written
   * carry their positions, so nothing is applied twice.
   */
  private async catchUp(batch: RecordedEvent[]): Promise<void> {
    for (const lane of this.lanes) {
      if (!lane.keepsUp) continue;
      try {
        await this.applyStaged(lane, batch);
      } catch {
        for (const event of batch) if (lane.keepsUp) await this.feed(lane, event);
      }
    }
    this.position = Math.max(this.position, batch[batch.length - 1].position);
    this.wakeWaiters();
  }

  private async applyStaged(lane: ProjectionLane, batch: RecordedEvent[]): Promise<void> {
    const { projection, handles } = lane;
    const collection = this.readStore.stored<Doc>(lane.writes);
    // A document as the batch left it, stamped with its id and position only when written.
    const staged = new Map<string, { doc: Doc | null; position: number }>();
    for (const event of batch) {
      if (event.position <= lane.position || !handles.has(event.type)) continue;
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
    lane.position = Math.max(lane.position, batch[batch.length - 1].position);
  }

  /**
   * A live event, through every lane that keeps up, with the checkpoint after it; the events a burst
   * delivers together share a commit (grouped), each still all or nothing with its checkpoint.
   */
  private async apply(event: RecordedEvent): Promise<void> {
    if (event.position <= this.position) return;
    await this.readStore.batch(
      async () => {
        for (const lane of this.lanes) if (lane.keepsUp) await this.feed(lane, event);
        this.position = event.position;
        await this.saveCheckpoint();
      },
      { grouped: true },
    );
    this.wakeWaiters();
  }

  /**
   * One event to a lane that keeps up, tried a few times at once; should it keep failing, the lane is left
   * to catch up on its own (retrying, then parking the event), and every other lane goes on without it.
   */
  private async feed(lane: ProjectionLane, event: RecordedEvent): Promise<void> {
    if (event.position <= lane.position) return;
    if (lane.handles.has(event.type) && !(await this.tryApply(lane, event, false))) {
      lane.keepsUp = false;
      this.logger.warn(`Projection ${lane.name} fails on ${event.type} at position ${event.position}: it catches up on its own, the others go on`);
      // While the start catches up (outside any turn), it sends the lanes left behind on their own after.
      if (this.following) void this.catchUpAlone(lane);
      return;
    }
    lane.position = event.position;
  }

  /**
   * True once applied; false when it still fails after the quick tries, or (`patient`) after about half
   * a minute of them, unless the failure is a unique index's clash, which waiting will not mend.
   */
  private async tryApply(lane: ProjectionLane, event: RecordedEvent, patient: boolean): Promise<boolean> {
    for (let attempt = 0; ; attempt++) {
      try {
        await this.applyTo(lane, event);
        return true;
      } catch (error) {
        lane.lastError = error;
        const delays = patient && !(error instanceof DuplicateKeyError) ? RETRY_DELAYS_MS : QUICK_RETRY_DELAYS_MS;
        if (attempt >= delays.length || this.stopped) return false;
        await new Promise((resolve) => setTimeout(resolve, delays[attempt]));
      }
    }
  }

  /**
   * A lane behind the pass (failing, or building a version) reads the log on its own: a version being
   * built batch by batch, a failing event retried and then parked. Near the head it rejoins the pass in
   * one turn (a built version's readers switched to it there), so no event falls between the two; an
   * event that fails there is left to the next round alone, so no retry ever holds the pass.
   */
  private async catchUpAlone(lane: ProjectionLane): Promise<void> {
    try {
      while (!this.stopped) {
        const batch = await this.events.readAll(lane.position, BATCH);
        await this.readStore.batch(async () => {
          await this.applyAlone(lane, batch, true);
          await this.saveCheckpoint();
        });
        this.wakeWaiters();
        if (batch.length < BATCH && (await this.inTurn(() => this.rejoin(lane)))) return;
      }
    } catch (error) {
      this.logger.error(`Projection ${lane.name} stopped catching up: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /**
   * Applies a batch to a lane on its own. `patient`: a failing event is retried (tryApply), then parked;
   * else the lane stops before it. False when it stopped before the batch's end.
   */
  private async applyAlone(lane: ProjectionLane, batch: RecordedEvent[], patient: boolean): Promise<boolean> {
    if (lane.building && patient) {
      try {
        await this.applyStaged(lane, batch);
        return true;
      } catch {
        // event by event below, where a failing one is retried and parked
      }
    }
    for (const event of batch) {
      if (this.stopped) return false;
      if (event.position <= lane.position) continue;
      if (lane.handles.has(event.type) && !(await this.tryApply(lane, event, patient))) {
        if (!patient || this.stopped) return false;
        await this.park(lane, event, lane.lastError);
      }
      lane.position = event.position;
    }
    return true;
  }

  /** In a turn: the rest of the log up to the pass's position, then back in the pass (switched when built). */
  private async rejoin(lane: ProjectionLane): Promise<boolean> {
    for (let batch = await this.events.readAll(lane.position, BATCH); batch.length > 0; batch = await this.events.readAll(lane.position, BATCH)) {
      const upToPass = batch.filter((event) => event.position <= this.position);
      if (upToPass.length > 0 && !(await this.applyAlone(lane, upToPass, false))) return false;
      if (upToPass.length < batch.length) break;
    }
    if (this.stopped) return false;
    lane.position = Math.max(lane.position, this.position);
    if (lane.building) {
      const previous = lane.liveStored;
      lane.liveStored = lane.building.stored;
      lane.liveVersion = lane.building.version;
      lane.livePosition = lane.building.position;
      lane.building = null;
      this.readStore.switchTo(lane.name, lane.liveStored);
      await this.saveCheckpoint();
      if (previous !== lane.liveStored) await this.readStore.drop(previous);
      this.logger.log(`Read model ${lane.name}: version ${lane.liveVersion} built and switched to at position ${lane.livePosition}`);
    }
    lane.keepsUp = true;
    await this.saveCheckpoint();
    this.wakeWaiters();
    return true;
  }

  private async saveCheckpoint(): Promise<void> {
    const checkpoint: ProjectorCheckpoint = { position: this.position, projections: {}, versions: {}, collections: {}, building: {} };
    for (const lane of this.lanes) {
      checkpoint.projections[lane.name] = lane.keepsUp ? Math.max(lane.livePosition, this.position) : lane.livePosition;
      checkpoint.versions![lane.name] = lane.liveVersion;
      if (lane.liveStored !== lane.name) checkpoint.collections![lane.name] = lane.liveStored;
      if (lane.building) checkpoint.building![lane.name] = { ...lane.building };
    }
    await this.checkpoints.save(checkpoint);
  }

  private async park(lane: ProjectionLane, event: RecordedEvent, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    const name = lane.name;
    this.logger.error(`Projection ${name} parked ${event.type} at position ${event.position} (${event.streamId}): ${message}`);
    await this.readStore.collection(PARKED_EVENTS).upsert({
      _id: `${name}@${event.position}`,
      projection: name,
      position: event.position,
      streamId: event.streamId,
      type: event.type,
      error: message,
      parkedAt: new Date().toISOString(),
    });
  }

  private async applyTo(lane: ProjectionLane, event: RecordedEvent): Promise<void> {
    const id = lane.projection.documentId(event);
    if (id === null) return;
    await this.readStore.stored<Doc>(lane.writes).modify(id, (current) => {
      if (sawAlready(current, event)) return undefined;
      const next = lane.projection.evolve(current, event);
      return next === null ? null : stamped(next, id, event.position);
    });
  }

  private inTurn<T>(step: () => Promise<T>): Promise<T> {
    const run = this.turn.then(step);
    this.turn = run.catch(() => undefined);
    return run;
  }

  /** Every lane that keeps up reached it, and every named model's readers see it. */
  private reached({ position, models }: Waiter): boolean {
    if (this.position < position) return false;
    return models.every((model) => {
      const lane = this.lanes.find((each) => each.name === model);
      return !lane || (lane.keepsUp && !lane.building) || lane.livePosition >= position;
    });
  }

  private wakeWaiters(): void {
    if (this.waiters.length === 0) return;
    const still: Waiter[] = [];
    for (const waiter of this.waiters) {
      if (this.reached(waiter)) waiter.resolve(true);
      else still.push(waiter);
    }
    this.waiters = still;
  }
}

/** Replay guard: the document was last changed by this event or a later one. */
const sawAlready = (doc: Doc | null, event: RecordedEvent) => doc !== null && Number(doc[POSITION_FIELD] ?? 0) >= event.position;

/** A projection's document as stored: its id, and the position of the last event that changed it. */
const stamped = (doc: Doc, id: string, position: number): Doc => ({ ...doc, _id: id, [POSITION_FIELD]: position });

import { Logger } from '@nestjs/common';
import { Role } from '../config/app-config';
import { Adapters } from './adapters';
import { ProjectorCheckpoints } from './checkpoints/projector-checkpoint';
import { WorkerLease } from './lease/worker-lease.port';
import { MailComposers, registerSendMailJob } from './mail/send-mail.job';
import { CheckpointWatch } from './projections/checkpoint-watch';
import { LaneStatus, Projector } from './projections/projector';
import { ProjectionWaiter, READ_YOUR_WRITES_TIMEOUT_MS } from './projections/projection-waiter';
import { ReadModelVersion } from './projections/read-model-memo';
import { ReadModelSnapshot, SNAPSHOT_EVERY_EVENTS } from './projections/read-model-snapshot';
import { ProjectionRegistry, ReactorRegistry } from './projections/projection-registry';
import { ReactorRunner } from './reactors/reactor-runner';

const POLL_MS = 25;
/** How often the leader looks whether the snapshot of its read models is due (SNAPSHOT_EVERY_EVENTS). */
const SNAPSHOT_CHECK_MS = 5_000;
/**
 * How often a process that does not project (an api replica, a standby) looks which collection each read
 * model's readers see, which the leader switches when it has built a model's new version.
 */
const SWITCH_FOLLOW_MS = 2_000;

/** What a process of each role does right now, for its readiness. */
export interface RuntimeStatus {
  /** `api`: answers HTTP only; `leader`: runs the projections and reactors; `standby`: waits for the lease. */
  mode: 'api' | 'leader' | 'standby';
  /** null unless leader. */
  projector: { position: number; failure: string | null } | null;
  reactors: Array<{ name: string; position: number; failure: string | null }>;
}

/**
 * Starts what a role runs. `all` and `worker` consume queued jobs, and the one holding the worker lease
 * runs the projections and reactors (the others stand by and take over when it goes); `api` only
 * answers HTTP and waits for the worker's projections through their checkpoint.
 */
export class PlatformRuntime extends ProjectionWaiter implements ReadModelVersion {
  private readonly logger = new Logger('Runtime');
  private readonly checkpoints: ProjectorCheckpoints;
  private readonly checkpointWatch: CheckpointWatch;
  private projector: Projector | null = null;
  /** Projectors this process has started: a new one may reach a position an earlier one stood at. */
  private projectorRuns = 0;
  private reactors: ReactorRunner | null = null;
  private snapshotTimer: NodeJS.Timeout | null = null;
  private switchTimer: NodeJS.Timeout | null = null;
  private role: Role = 'api';
  private stopping = false;
  /** Leading, standing down and stopping happen one after another, never interleaved. */
  private transitions: Promise<void> = Promise.resolve();

  constructor(
    private readonly adapters: Adapters,
    private readonly lease: WorkerLease,
    private readonly projections: ProjectionRegistry,
    private readonly reactorRegistry: ReactorRegistry,
    private readonly mailComposers: MailComposers,
  ) {
    super();
    this.checkpoints = new ProjectorCheckpoints(adapters.readStore);
    this.checkpointWatch = new CheckpointWatch(() => this.checkpoints.positions(), POLL_MS);
  }

  /**
   * `beforeReactors` runs once the read models are current, in the process that leads: bootstrap and
   * demo content go there. Resolves once this process leads, or once it stands by.
   */
  async start(role: Role, beforeReactors: () => Promise<void> = async () => {}): Promise<void> {
    this.role = role;
    await this.followSwitches();
    this.switchTimer = setInterval(() => void this.followSwitches().catch(() => undefined), SWITCH_FOLLOW_MS);
    this.switchTimer.unref();
    if (role === 'api') return;
    const { queue, mailer, eventStore } = this.adapters;
    registerSendMailJob(queue, mailer, eventStore, this.mailComposers);
    // Job consumers run in every worker, standbys too: BullMQ hands each job to one of them.
    await queue.start();
    this.lease.onLost(() => void this.inTurn(() => this.standDown().then(() => this.standBy(async () => {}))).catch(() => undefined));
    if (await this.lease.tryAcquire()) await this.inTurn(() => this.lead(beforeReactors));
    else this.standBy(beforeReactors);
  }

  async stop(): Promise<void> {
    this.stopping = true;
    if (this.switchTimer) clearInterval(this.switchTimer);
    await this.lease.release();
    await this.inTurn(() => this.standDown());
  }

  status(): RuntimeStatus {
    if (this.role === 'api') return { mode: 'api', projector: null, reactors: [] };
    if (!this.projector) return { mode: 'standby', projector: null, reactors: [] };
    return {
      mode: 'leader',
      projector: { position: this.projector.currentPosition, failure: this.projector.failure },
      reactors: this.reactors?.status() ?? [],
    };
  }

  /** Each read model's lane, when this process projects (keeping up, behind, or building a version). */
  get lanes(): LaneStatus[] {
    return this.projector?.status() ?? [];
  }

  /** The log position the read models reached, when this process projects; null otherwise. */
  get projectedPosition(): number | null {
    return this.projector?.currentPosition ?? null;
  }

  /** This process's projector run and its position, when it projects (ReadModelVersion); null otherwise. */
  get readModelVersion(): string | null {
    return this.projector ? `${this.projectorRuns}:${this.projector.currentPosition}` : null;
  }

  waitFor(position: number, timeoutMs = READ_YOUR_WRITES_TIMEOUT_MS, models: readonly string[] = []): Promise<boolean> {
    if (this.projector) return this.projector.waitFor(position, timeoutMs, models);
    return this.checkpointWatch.waitFor(position, timeoutMs, models);
  }

  /** Not projecting here: readers follow the collections the leader switched its models to. */
  private async followSwitches(): Promise<void> {
    if (this.projector) return;
    await this.checkpoints.followSwitches(this.projections.projections.map((projection) => projection.model.name));
  }

  private standBy(beforeReactors: () => Promise<void>): void {
    if (this.stopping) return;
    void this.lease.acquire().then(async (held) => {
      if (held && !this.stopping) await this.inTurn(() => this.lead(beforeReactors)).catch(() => undefined);
    });
  }

  private async lead(beforeReactors: () => Promise<void>): Promise<void> {
    const { eventStore, readStore, reactorCheckpoints, rebuildReadModels, readModelSnapshot: snapshot } = this.adapters;
    const projector = new Projector(eventStore, readStore, this.checkpoints, this.projections.projections);
    this.projectorRuns++;
    // Set before catching up, so readiness reports the lag (not a standby) while it catches up.
    this.projector = projector;
    // Embedded: from the snapshot's position when it can be trusted, else from position 0 as before.
    const loaded = (await snapshot?.load(projector.projections)) ?? null;
    await projector.start({ rebuild: rebuildReadModels && loaded === null });
    await beforeReactors();
    this.reactors = new ReactorRunner(eventStore, reactorCheckpoints, this.reactorRegistry.reactors, () => this.adapters.requests.busy);
    await this.reactors.start();
    this.logger.log(`Projections at position ${projector.currentPosition}`);
    if (snapshot) this.keepSnapshot(snapshot, projector);
    // Lost while catching up: the lost listener's stand-down is queued behind this and undoes it.
  }

  /**
   * Writes the snapshot at the first check after the start when the one on disk is missing or behind (a
   * rebuild, or a start after a crash: an erasure it missed leaves the file within seconds), then every
   * SNAPSHOT_EVERY_EVENTS events. Not at once: serializing every read model holds the main thread for
   * seconds at a million events, which the start's first answers must not wait for.
   */
  private keepSnapshot(snapshot: ReadModelSnapshot, projector: Projector): void {
    snapshot.follow(projector);
    let started = true;
    const due = () => this.projector === projector && (started || projector.currentPosition - snapshot.dueFrom >= SNAPSHOT_EVERY_EVENTS);
    let writing = false;
    this.snapshotTimer = setInterval(() => {
      if (writing || !due()) return;
      started = false;
      writing = true;
      void snapshot.write({ onlyIfMoved: true }).catch(() => undefined).finally(() => (writing = false));
    }, SNAPSHOT_CHECK_MS);
    // A pending check must not keep a stopping process alive.
    this.snapshotTimer.unref();
  }

  private async standDown(): Promise<void> {
    if (this.snapshotTimer) clearInterval(this.snapshotTimer);
    this.snapshotTimer = null;
    await this.reactors?.stop();
    await this.projector?.stop();
    // Stopped between two events: the clean shutdown's snapshot, so the next start catches up from here.
    const { readModelSnapshot: snapshot } = this.adapters;
    if (snapshot && this.projector) await snapshot.write({ onlyIfMoved: true }).catch(() => undefined);
    snapshot?.follow(null);
    this.reactors = null;
    this.projector = null;
  }

  /** Runs `step` after the transitions before it; its failure is the caller's and is logged. */
  private inTurn(step: () => Promise<void>): Promise<void> {
    const run = this.transitions.then(step);
    this.transitions = run.catch((error: unknown) => {
      this.logger.error(`Worker runtime: ${error instanceof Error ? error.stack : String(error)}`);
    });
    return run;
  }
}

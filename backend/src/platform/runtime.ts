import { Logger } from '@nestjs/common';
import { Role } from '../config/app-config';
import { Adapters } from './adapters';
import { MailComposers, registerSendMailJob } from './mail/send-mail.job';
import { Projector } from './projections/projector';
import { ProjectionWaiter, READ_YOUR_WRITES_TIMEOUT_MS } from './projections/projection-waiter';
import { ProjectionRegistry, ReactorRegistry } from './projections/projection-registry';
import { ReactorRunner } from './reactors/reactor-runner';

const POLL_MS = 25;

/**
 * Starts what a role runs: `all` and `worker` run projections, reactors and queue consumers;
 * `api` only answers HTTP and waits for the worker's projections by polling their checkpoints.
 */
export class PlatformRuntime extends ProjectionWaiter {
  private readonly logger = new Logger('Runtime');
  private projector: Projector | null = null;
  private reactors: ReactorRunner | null = null;

  constructor(
    private readonly adapters: Adapters,
    private readonly projections: ProjectionRegistry,
    private readonly reactorRegistry: ReactorRegistry,
    private readonly mailComposers: MailComposers,
  ) {
    super();
  }

  /** `beforeReactors` runs once the read models are current: bootstrap and demo content go there. */
  async start(role: Role, beforeReactors: () => Promise<void> = async () => {}): Promise<void> {
    if (role === 'api') return;
    const { eventStore, readStore, projectionCheckpoints, reactorCheckpoints, queue, mailer, rebuildReadModels } = this.adapters;
    registerSendMailJob(queue, mailer, eventStore, this.mailComposers);
    this.projector = new Projector(eventStore, readStore, projectionCheckpoints, this.projections.projections);
    await this.projector.start({ rebuild: rebuildReadModels });
    await beforeReactors();
    this.reactors = new ReactorRunner(eventStore, reactorCheckpoints, this.reactorRegistry.reactors);
    await this.reactors.start();
    await queue.start();
    this.logger.log(`Projections at position ${this.projector.currentPosition}`);
  }

  async stop(): Promise<void> {
    await this.reactors?.stop();
    await this.projector?.stop();
  }

  /** The log position the read models reached, when this process projects; null otherwise (the api role). */
  get projectedPosition(): number | null {
    return this.projector?.currentPosition ?? null;
  }

  async waitFor(position: number, timeoutMs = READ_YOUR_WRITES_TIMEOUT_MS): Promise<boolean> {
    if (this.projector) return this.projector.waitFor(position, timeoutMs);
    const deadline = Date.now() + timeoutMs;
    const names = this.projections.projections.map((p) => p.name);
    for (;;) {
      const checkpoints = await Promise.all(names.map((name) => this.adapters.projectionCheckpoints.load(name)));
      if (checkpoints.every((checkpoint) => (checkpoint ?? 0) >= position)) return true;
      if (Date.now() >= deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
}

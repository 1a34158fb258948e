import { Injectable } from '@nestjs/common';
import { DependencyCheck, HealthReport } from '../../contract/platform';
import { EventStore } from '../event-store/event-store.port';
import { PROJECTION_CHECKPOINTS } from '../checkpoints/projector-checkpoint';
import { JobQueue } from '../jobs/job-queue.port';
import { PlatformRuntime, RuntimeStatus } from '../runtime';
import { ReadStore } from '../read-store/read-store.port';

/** How far (in events) the read models or a reactor may trail the log before the process reports not ready. */
export const MAX_PROJECTION_LAG = 1000;

const up = (extra: Omit<DependencyCheck, 'status'> = {}): DependencyCheck => ({ status: 'up', ...extra });
const down = (message: string, extra: Omit<DependencyCheck, 'status'> = {}): DependencyCheck => ({ status: 'down', message, ...extra });

/** Runs the checks at once; a check that throws is down with its message, never a 500. */
export async function report(checks: Record<string, () => Promise<DependencyCheck>>): Promise<HealthReport> {
  const entries = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => [name, await check().catch((error: unknown) => down(error instanceof Error ? error.message : String(error)))] as const),
  );
  const details = Object.fromEntries(entries);
  const pick = (status: DependencyCheck['status']) => Object.fromEntries(entries.filter(([, check]) => check.status === status));
  return { status: entries.every(([, check]) => check.status === 'up') ? 'ok' : 'error', details, info: pick('up'), error: pick('down') };
}

/** What /health/ready asks: the stores and the queue answer, and the worker's parts keep up with the log. */
@Injectable()
export class Readiness {
  constructor(
    private readonly events: EventStore,
    private readonly readStore: ReadStore,
    private readonly queue: JobQueue,
    private readonly runtime: PlatformRuntime,
  ) {}

  check(): Promise<HealthReport> {
    const status = this.runtime.status();
    const head = () => this.events.headPosition();
    return report({
      eventStore: async () => (await head(), up()),
      readStore: async () => (await this.readStore.stored(PROJECTION_CHECKPOINTS).get('readiness-probe'), up()),
      // Redis in production: every command that mails or promotes enqueues a job.
      queue: async () => up({ depth: await this.queue.depth() }),
      ...(status.mode !== 'api' && { lease: async () => leaseCheck(status) }),
      ...(status.mode === 'leader' && {
        projections: async () => followerCheck('read models', status.projector!.position, status.projector!.failure, await head()),
        reactors: async () => {
          const at = await head();
          const stuck = status.reactors.map((r) => followerCheck(`reactor ${r.name}`, r.position, r.failure, at)).find((check) => check.status === 'down');
          return stuck ?? up({ lag: Math.max(0, ...status.reactors.map((r) => at - r.position)) });
        },
      }),
    });
  }
}

/** A standby worker is healthy: it consumes jobs and takes over the moment the leader goes. */
function leaseCheck(status: RuntimeStatus): DependencyCheck {
  return status.mode === 'leader' ? up({ held: true }) : up({ held: false, message: 'standby: another worker holds the lease' });
}

/** Something that follows the log: down when its subscription is failing or it trails beyond the bound. */
function followerCheck(what: string, position: number, failure: string | null, head: number): DependencyCheck {
  const lag = Math.max(0, head - position);
  if (failure) return down(`${what} stuck: ${failure}`, { lag });
  return lag <= MAX_PROJECTION_LAG ? up({ lag }) : down(`${what} ${lag} events behind the log`, { lag });
}

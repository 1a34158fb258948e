import { Injectable } from '@nestjs/common';
import { DependencyCheck, HealthReport } from '../../contract/platform';
import { EventStore } from '../event-store/event-store.port';
import { PlatformRuntime } from '../runtime';
import { ReadStore } from '../read-store/read-store.port';

/** How far (in events) the read models may trail the log before the process stops taking traffic. */
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

/** What /health/ready asks: the stores answer and the projections keep up with the log. */
@Injectable()
export class Readiness {
  constructor(
    private readonly events: EventStore,
    private readonly readStore: ReadStore,
    private readonly runtime: PlatformRuntime,
  ) {}

  check(): Promise<HealthReport> {
    return report({
      eventStore: async () => (await this.events.headPosition(), up()),
      readStore: async () => (await this.readStore.collection('checkpoints').get('readiness-probe'), up()),
      projections: async () => {
        // In the api role the worker projects, and its own readiness says how far behind it is.
        const projected = this.runtime.projectedPosition;
        if (projected === null) return up();
        const lag = Math.max(0, (await this.events.headPosition()) - projected);
        return lag <= MAX_PROJECTION_LAG ? up({ lag }) : down(`read models ${lag} events behind the log`, { lag });
      },
    });
  }
}

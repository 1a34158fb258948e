import { Injectable, Logger } from '@nestjs/common';
import { CommandMeta } from '../commands/command-meta';
import { EventStore, WrongExpectedRevisionError } from '../event-store/event-store.port';

/** Demo content of one module; `order` runs reference data (schools) before the people who need it. */
export interface DemoSeed {
  name: string;
  order: number;
  /** Must tolerate a re-run after a crash half-way (skip what already exists). */
  seed(meta: CommandMeta): Promise<string[]>;
}

const SEEDED_STREAM = 'demo-seed';

/**
 * SEED_DEMO: modules register their demo content; it is added once, on the first start, before the
 * reactors first run, so nobody is mailed about demo people.
 */
@Injectable()
export class DemoSeeds {
  private readonly logger = new Logger('DemoSeed');
  private readonly seeds: DemoSeed[] = [];

  constructor(private readonly events: EventStore) {}

  add(seed: DemoSeed): void {
    this.seeds.push(seed);
  }

  async run(meta: CommandMeta): Promise<string[]> {
    if ((await this.events.readStream(SEEDED_STREAM)).length > 0) return [];
    const notes: string[] = [];
    for (const seed of [...this.seeds].sort((a, b) => a.order - b.order)) notes.push(...(await seed.seed(meta)));
    try {
      const metadata = { actorId: null, correlationId: meta.correlationId, occurredAt: meta.now.toISOString() };
      await this.events.append(SEEDED_STREAM, [{ type: 'DemoSeeded', data: { seeds: this.seeds.map((s) => s.name) }, metadata }], 'no_stream');
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
    }
    this.logger.log(`Demo content added: ${this.seeds.map((s) => s.name).join(', ')}`);
    return notes;
  }
}

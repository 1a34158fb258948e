import { Injectable } from '@nestjs/common';
import { Decider, DomainEvent, fold } from '../../shared/decider';
import { EventStore, WrongExpectedRevisionError } from '../event-store/event-store.port';
import { ProjectionWaiter } from '../projections/projection-waiter';
import { CommandMeta } from './command-meta';
import { StreamLocks } from './stream-locks';

export interface CommandResult<E extends DomainEvent> {
  events: E[];
  /** Global position of the last appended event; null when the decision appended nothing. */
  position: number | null;
}

const MAX_ATTEMPTS = 8;

/**
 * The whole write path: load the stream, fold, decide, append with the expected revision, retry; then
 * wait until the read models have seen the append, so the caller's next read sees its own write.
 */
@Injectable()
export class CommandRunner {
  private readonly locks = new StreamLocks();

  constructor(
    private readonly store: EventStore,
    private readonly projections: ProjectionWaiter,
  ) {}

  async run<S, C, E extends DomainEvent>(
    streamId: string,
    decider: Decider<S, C, E>,
    command: C,
    meta: CommandMeta,
  ): Promise<CommandResult<E>> {
    const result = await this.locks.withLock(streamId, () => this.attempt(streamId, decider, command, meta));
    if (result.position !== null) await this.projections.waitFor(result.position);
    return result;
  }

  /** For writes that bypass deciders (erasure): the same read-your-writes wait. */
  async waitForProjections(position: number): Promise<void> {
    await this.projections.waitFor(position);
  }

  private async attempt<S, C, E extends DomainEvent>(
    streamId: string,
    decider: Decider<S, C, E>,
    command: C,
    meta: CommandMeta,
  ): Promise<CommandResult<E>> {
    for (let attempt = 1; ; attempt++) {
      const recorded = await this.store.readStream(streamId);
      const state = fold(decider, recorded as unknown as E[]);
      const events = decider.decide(command, state);
      if (events.length === 0) return { events, position: null };
      const expected = recorded.length === 0 ? 'no_stream' : recorded.length - 1;
      const metadata = {
        actorId: meta.actorId,
        correlationId: meta.correlationId,
        causationId: meta.causationId,
        occurredAt: meta.now.toISOString(),
      };
      try {
        const result = await this.store.append(
          streamId,
          events.map((event) => ({ type: event.type, data: event.data as Record<string, unknown>, metadata })),
          expected,
        );
        return { events, position: result.position };
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError) || attempt >= MAX_ATTEMPTS) throw error;
        // Another node won the race: back off with jitter and decide again on the fresh stream.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
      }
    }
  }
}

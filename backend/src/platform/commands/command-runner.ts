import { Injectable } from '@nestjs/common';
import { Decider, DomainEvent, fold } from '../../shared/decider';
import { EventStore, RecordedEvent, WrongExpectedRevisionError } from '../event-store/event-store.port';
import { ProjectionWaiter } from '../projections/projection-waiter';
import { CommandMeta, eventMetadata } from './command-meta';
import { StreamLocks } from './stream-locks';
import { StreamStateCache } from './stream-state-cache';

export interface CommandResult<E extends DomainEvent> {
  events: E[];
  /** Global position of the last appended event; null when the decision appended nothing. */
  position: number | null;
}

const MAX_ATTEMPTS = 8;

/** A stream holds only the events of its decider (each stream has one): the one place they are typed. */
const asDomainEvents = <E extends DomainEvent>(recorded: RecordedEvent[]) => recorded as unknown as E[];

/**
 * The whole write path: load the stream, fold, decide, append with the expected revision, retry; then
 * wait until the read models have seen the append, so the caller's next read sees its own write.
 */
@Injectable()
export class CommandRunner {
  private readonly locks = new StreamLocks();
  private readonly cache = new StreamStateCache();

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

  /**
   * A stream's state as its decider sees it, folded afresh (never the runner's cached copy, which
   * commands may change under their lock): for reads that decide what to run next.
   */
  async readState<S, E extends DomainEvent>(streamId: string, decider: Pick<Decider<S, unknown, E>, 'initialState' | 'evolve'>): Promise<S> {
    return fold(decider, asDomainEvents<E>(await this.store.readStream(streamId)));
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
      const { state, revision } = await this.load(streamId, decider);
      const events = decider.decide(command, state);
      if (events.length === 0) return { events, position: null };
      const expected = revision ?? 'no_stream';
      const metadata = eventMetadata(meta);
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

  /**
   * The stream's state and last revision. A cached state is folded further with the events after it,
   * but only if the event it was folded up to is still there at the same position: a stream deleted
   * and written again (erasure) is read afresh. Runs under the stream lock, so evolve may mutate.
   */
  private async load<S, C, E extends DomainEvent>(streamId: string, decider: Decider<S, C, E>): Promise<{ state: S; revision: number | null }> {
    const cached = this.cache.take(streamId, decider);
    const tail = cached ? await this.store.readStream(streamId, cached.revision) : [];
    const resumes = cached !== undefined && tail[0]?.revision === cached.revision && tail[0].position === cached.position;
    const recorded = resumes ? tail : await this.store.readStream(streamId);
    const start = resumes ? (cached.state as S) : decider.initialState();
    const state = asDomainEvents<E>(recorded.slice(resumes ? 1 : 0)).reduce(decider.evolve, start);
    const last = recorded.at(-1);
    if (!last) return { state, revision: null };
    this.cache.put(streamId, { decider, state, revision: last.revision, position: last.position });
    return { state, revision: last.revision };
  }
}

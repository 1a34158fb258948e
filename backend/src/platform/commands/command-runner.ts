import { Injectable } from '@nestjs/common';
import { Decider, DomainEvent, fold } from '../../shared/decider';
import { EventStore, NewEvent, RecordedEvent, WrongExpectedRevisionError } from '../event-store/event-store.port';
import { ProjectionWaiter } from '../projections/projection-waiter';
import type { Doc, ReadModel } from '../read-store/read-store.port';
import { noteLateReads } from './late-reads';
import { CommandMeta, eventMetadata } from './command-meta';
import { StreamBatches } from './stream-batches';
import { StreamStateCache } from './stream-state-cache';

export interface CommandResult<E extends DomainEvent> {
  events: E[];
  /** Global position of the last appended event; null when the decision appended nothing. */
  position: number | null;
}

/** The read models a command's answer reads, beyond those that keep up (platform/projections/projector.ts). */
export interface AnswerReads {
  reads?: readonly ReadModel<Doc>[];
}

/** A decider bound to the one stream it guards (`catalogue`, `materials`, `schools`). */
export type BoundStream<C, E extends DomainEvent> = (command: C, meta: CommandMeta) => Promise<CommandResult<E>>;
/** A decider bound to its stream per id (`service-{id}`, `user-{id}`). */
export type BoundStreams<C, E extends DomainEvent> = (id: string, command: C, meta: CommandMeta) => Promise<CommandResult<E>>;

const MAX_ATTEMPTS = 8;

/** A stream holds only the events of its decider (each stream has one): the one place they are typed. */
const asDomainEvents = <E extends DomainEvent>(recorded: RecordedEvent[]) => recorded as unknown as E[];

/** One caller's command waiting in its stream's batch, and how to answer it. */
interface Pending {
  decider: Decider<unknown, unknown, DomainEvent>;
  command: unknown;
  meta: CommandMeta;
  resolve: (result: CommandResult<DomainEvent>) => void;
  reject: (error: unknown) => void;
}

/** What one caller's command decided inside a batch: its events, or its own refusal. */
type Outcome = { events: DomainEvent[] } | { error: unknown };

/**
 * The whole write path (DESIGN §3): load the stream, fold, decide, append with the expected revision,
 * retry; then wait until the read models have seen the append, so the caller's next read sees its own
 * write. Commands that meet on one stream are decided one after another against one loaded state and
 * appended in one transaction (group commit); each caller gets its own outcome.
 */
@Injectable()
export class CommandRunner {
  private readonly cache = new StreamStateCache();
  private readonly batches = new StreamBatches<Pending>((streamId, batch) => this.writeBatch(streamId, batch));

  constructor(
    private readonly store: EventStore,
    private readonly projections: ProjectionWaiter,
  ) {}

  /**
   * Binds a decider to its streams, once per command service:
   *   private readonly service = this.runner.for(serviceDecider, serviceStream);
   *   await this.service(serviceId, { type: 'SignUp', data }, meta);
   * A decider of one fixed stream is bound to its name and called without an id:
   *   private readonly materials = this.runner.for(materialsDecider, MATERIALS_STREAM);
   *   await this.materials({ type: 'CreateMaterialGroup', data }, meta);
   * The decider gets the meta's time and actor; the events carry all of it (eventMetadata).
   */
  for<S, C, E extends DomainEvent>(decider: Decider<S, C, E>, stream: string, answer?: AnswerReads): BoundStream<C, E>;
  for<S, C, E extends DomainEvent>(decider: Decider<S, C, E>, toStreamId: (id: string) => string, answer?: AnswerReads): BoundStreams<C, E>;
  for<S, C, E extends DomainEvent>(
    decider: Decider<S, C, E>,
    stream: string | ((id: string) => string),
    answer: AnswerReads = {},
  ): BoundStream<C, E> | BoundStreams<C, E> {
    const reads = (answer.reads ?? []).map((model) => model.name);
    if (typeof stream === 'string') return (command: C, meta: CommandMeta) => this.run(stream, decider, command, meta, reads);
    return (id: string, command: C, meta: CommandMeta) => this.run(stream(id), decider, command, meta, reads);
  }

  private async run<S, C, E extends DomainEvent>(
    streamId: string,
    decider: Decider<S, C, E>,
    command: C,
    meta: CommandMeta,
    reads: readonly string[],
  ): Promise<CommandResult<E>> {
    const result = await new Promise<CommandResult<DomainEvent>>((resolve, reject) =>
      this.batches.add(streamId, { decider: decider as unknown as Decider<unknown, unknown, DomainEvent>, command, meta, resolve, reject }),
    );
    if (result.position !== null) await this.waitForProjections(result.position, reads);
    return result as CommandResult<E>;
  }

  /**
   * A stream's state as its decider sees it, folded afresh from the store: for reads that decide what
   * to run next.
   */
  async readState<S, E extends DomainEvent>(streamId: string, decider: Pick<Decider<S, unknown, E>, 'initialState' | 'evolve'>): Promise<S> {
    return fold(decider, asDomainEvents<E>(await this.store.readStream(streamId)));
  }

  /**
   * The read-your-writes wait (also for writes that bypass deciders: erasure). One that gives up leaves
   * the answer as it is and says so in its header (late-reads.ts): the write is done, its reads may lag.
   */
  async waitForProjections(position: number, reads: readonly string[] = []): Promise<void> {
    if (!(await this.projections.waitFor(position, undefined, reads))) noteLateReads(reads);
  }

  /** A stream has one decider; should two ever meet in a batch, each group is written on its own. */
  private async writeBatch(streamId: string, batch: Pending[]): Promise<void> {
    const byDecider = new Map<object, Pending[]>();
    for (const item of batch) byDecider.set(item.decider, [...(byDecider.get(item.decider) ?? []), item]);
    for (const group of byDecider.values()) {
      try {
        const { outcomes, position } = await this.attempt(streamId, group[0].decider, group);
        group.forEach((item, index) => {
          const outcome = outcomes[index];
          if ('error' in outcome) item.reject(outcome.error);
          else item.resolve({ events: outcome.events, position: outcome.events.length > 0 ? position : null });
        });
      } catch (error) {
        for (const item of group) item.reject(error);
      }
    }
  }

  private async attempt(streamId: string, decider: Decider<unknown, unknown, DomainEvent>, group: Pending[]): Promise<{ outcomes: Outcome[]; position: number | null }> {
    for (let attempt = 1; ; attempt++) {
      const loaded = await this.load(streamId, decider);
      let state = loaded.state;
      const outcomes: Outcome[] = [];
      const appended: NewEvent[] = [];
      for (const item of group) {
        let events: DomainEvent[];
        try {
          events = decider.decide(item.command, state, item.meta);
        } catch (error) {
          // This caller's refusal (a domain rule) leaves the state as it was for the next one.
          outcomes.push({ error });
          continue;
        }
        state = events.reduce(decider.evolve, state);
        outcomes.push({ events });
        const metadata = eventMetadata(item.meta);
        appended.push(...events.map((event) => ({ type: event.type, data: event.data as Record<string, unknown>, metadata })));
      }
      if (appended.length === 0) {
        if (loaded.last) this.cache.put(streamId, { decider, ...loaded.last, state });
        return { outcomes, position: null };
      }
      try {
        const result = await this.store.append(streamId, appended, loaded.revision ?? 'no_stream');
        this.cache.put(streamId, { decider, state, revision: result.nextRevision, position: result.position });
        return { outcomes, position: result.position };
      } catch (error) {
        // The state was folded past what is stored: it is not put back, the next load reads afresh.
        if (!(error instanceof WrongExpectedRevisionError) || attempt >= MAX_ATTEMPTS) throw error;
        // Another node won the race: back off with jitter and decide again on the fresh stream.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
      }
    }
  }

  /**
   * The stream's state and last revision. A cached state is folded further with the events after it,
   * but only if the event it was folded up to is still there at the same position: a stream deleted
   * and written again (erasure) is read afresh. Every decider's evolve is pure (its specs fold deep-
   * frozen states), so the cached state is never changed; the entry is taken out while a batch is
   * decided and goes back only once it matches what is stored.
   */
  private async load(
    streamId: string,
    decider: Decider<unknown, unknown, DomainEvent>,
  ): Promise<{ state: unknown; revision: number | null; last: { revision: number; position: number } | null }> {
    const cached = this.cache.take(streamId, decider);
    const tail = cached ? await this.store.readStream(streamId, cached.revision) : [];
    const resumes = cached !== undefined && tail[0]?.revision === cached.revision && tail[0].position === cached.position;
    const recorded = resumes ? tail : await this.store.readStream(streamId);
    const start = resumes ? cached.state : decider.initialState();
    const state = asDomainEvents<DomainEvent>(recorded.slice(resumes ? 1 : 0)).reduce(decider.evolve, start);
    const last = recorded.at(-1);
    return { state, revision: last?.revision ?? null, last: last ? { revision: last.revision, position: last.position } : null };
  }
}

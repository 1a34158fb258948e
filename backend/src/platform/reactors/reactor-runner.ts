import { Logger } from '@nestjs/common';
import { CheckpointStore } from '../checkpoints/checkpoint-store.port';
import { EventStore, Subscription } from '../event-store/event-store.port';
import { YIELD_RECHECK_MS, YieldToRequests } from '../http/requests-in-flight';
import { Reactor } from './reactor';

/**
 * How far a reactor may read past events it ignores before its checkpoint is saved anyway: a restart
 * then re-reads at most this many events, instead of the whole log for a reactor of rare events.
 */
export const IGNORED_EVENTS_PER_CHECKPOINT = 500;

interface Following {
  name: string;
  checkpointName: string;
  saved: number;
  seen: number;
  subscription: Subscription;
}

/**
 * Runs each reactor on its own subscription and durable checkpoint. The checkpoint is saved after
 * every event the reactor handled, but only now and then for events it ignores: re-reading an
 * ignored event after a crash does nothing, and a burst of sign-ups then costs one checkpoint write
 * per reaction instead of one per event for every reactor.
 *
 * A reaction waits while the process answers requests (at most MAX_YIELD_MS in a row), as the embedded
 * queue's jobs do: what it does (composing a mail, writing its job and the checkpoint) is never awaited
 * by the request that caused it, and a burst of sign-ups is answered before its mails are prepared.
 */
export class ReactorRunner {
  private readonly logger = new Logger('Reactors');
  private following: Following[] = [];
  private readonly requestsFirst: YieldToRequests;
  private stopping = false;

  constructor(
    private readonly events: EventStore,
    private readonly checkpoints: CheckpointStore,
    private readonly reactors: Reactor[],
    busy: () => boolean = () => false,
  ) {
    this.requestsFirst = new YieldToRequests(busy);
  }

  async start(): Promise<void> {
    for (const reactor of this.reactors) {
      const checkpointName = `reactor:${reactor.name}`;
      let from = await this.checkpoints.load(checkpointName);
      if (from === null) {
        // A reactor seen for the first time must not replay history (no mail for old events).
        from = await this.events.headPosition();
        await this.checkpoints.save(checkpointName, from);
      }
      const handles = new Set(reactor.handles);
      const following = { name: reactor.name, checkpointName, saved: from, seen: from } as Following;
      following.subscription = this.events.subscribeToAll(from, async (event) => {
        const handled = handles.has(event.type);
        if (handled) {
          await this.afterRequests();
          await reactor.react(event);
        }
        following.seen = event.position;
        if (handled || following.seen - following.saved >= IGNORED_EVENTS_PER_CHECKPOINT) await this.save(following);
      });
      this.following.push(following);
    }
    if (this.reactors.length > 0) this.logger.log(`${this.reactors.length} reactors following the event log`);
  }

  /** Where each reactor stands in the log, and why it is stuck if it is (what readiness reports). */
  status(): Array<{ name: string; position: number; failure: string | null }> {
    return this.following.map((f) => ({ name: f.name, position: f.seen, failure: f.subscription.failure }));
  }

  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.all(this.following.map((f) => f.subscription.close()));
    await Promise.all(this.following.map((f) => this.save(f)));
    this.following = [];
  }

  private async afterRequests(): Promise<void> {
    while (!this.stopping && this.requestsFirst.shouldWait()) await new Promise((resolve) => setTimeout(resolve, YIELD_RECHECK_MS));
  }

  private async save(following: Following): Promise<void> {
    if (following.seen === following.saved) return;
    await this.checkpoints.save(following.checkpointName, following.seen);
    following.saved = following.seen;
  }
}

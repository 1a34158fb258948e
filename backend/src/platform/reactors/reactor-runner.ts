import { Logger } from '@nestjs/common';
import { CheckpointStore } from '../checkpoints/checkpoint-store.port';
import { EventStore, Subscription } from '../event-store/event-store.port';
import { Reactor } from './reactor';

/** Runs each reactor on its own subscription and durable checkpoint. */
export class ReactorRunner {
  private readonly logger = new Logger('Reactors');
  private subscriptions: Subscription[] = [];

  constructor(
    private readonly events: EventStore,
    private readonly checkpoints: CheckpointStore,
    private readonly reactors: Reactor[],
  ) {}

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
      this.subscriptions.push(
        this.events.subscribeToAll(from, async (event) => {
          if (handles.has(event.type)) await reactor.react(event);
          await this.checkpoints.save(checkpointName, event.position);
        }),
      );
    }
    if (this.reactors.length > 0) this.logger.log(`${this.reactors.length} reactors following the event log`);
  }

  async stop(): Promise<void> {
    await Promise.all(this.subscriptions.map((s) => s.close()));
    this.subscriptions = [];
  }
}

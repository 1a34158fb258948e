import { RecordedEvent } from '../event-store/event-store.port';

/**
 * Turns events into jobs. `react` must only enqueue jobs with ids derived from the event
 * (e.g. `mail:${event.streamId}:${event.revision}`), so handling an event twice after a crash
 * enqueues nothing new.
 */
export interface Reactor {
  name: string;
  handles: readonly string[];
  react(event: RecordedEvent): Promise<void>;
}

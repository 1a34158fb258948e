import { DomainEvent } from '../../shared/decider';
import { Recorded } from '../event-store/event-store.port';

/**
 * Turns the events `E` it `handles` into jobs. `react` must only enqueue jobs with ids derived from
 * the event (e.g. `mail:${event.streamId}:${event.revision}`), so handling an event twice after a
 * crash enqueues nothing new. The runner hands it only the events it handles.
 */
export interface Reactor<E extends DomainEvent = DomainEvent> {
  name: string;
  handles: readonly E['type'][];
  react(event: Recorded<E>): Promise<void>;
}

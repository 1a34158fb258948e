import { DecisionMeta } from '../../shared/decider';
import { EventMetadata } from '../event-store/event-store.port';

/**
 * Who did it, when, and which request caused it: recorded on every event (DESIGN §3). The decider
 * sees the time and the actor (DecisionMeta); the correlation is the runner's alone.
 */
export interface CommandMeta extends DecisionMeta {
  correlationId: string;
  causationId?: string;
}

/**
 * The metadata every event of a command carries. A command straight from a request is caused by that
 * request, so without a causing event the causation is the correlation itself.
 */
export function eventMetadata(meta: CommandMeta): EventMetadata {
  const { actorId, correlationId, causationId, now } = meta;
  return { actorId, correlationId, causationId: causationId ?? correlationId, occurredAt: now.toISOString() };
}

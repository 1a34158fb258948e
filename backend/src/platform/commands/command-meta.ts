import { EventMetadata } from '../event-store/event-store.port';

/** Who did it, and which request caused it: recorded on every event (DESIGN §3). */
export interface CommandMeta {
  actorId: string | null;
  correlationId: string;
  causationId?: string;
  now: Date;
}

/** The metadata every event of a command carries. */
export function eventMetadata(meta: CommandMeta): EventMetadata {
  const { actorId, correlationId, causationId, now } = meta;
  return { actorId, correlationId, ...(causationId === undefined ? {} : { causationId }), occurredAt: now.toISOString() };
}

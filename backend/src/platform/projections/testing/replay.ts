import { DomainEvent } from '../../../shared/decider';
import { Recorded } from '../../event-store/event-store.port';
import { Doc } from '../../read-store/read-store.port';
import { Projection } from '../projection';

/** A domain event as the log would record it: the n-th of its stream, by `actorId`, a second apart. */
export function recorded<E extends DomainEvent>(event: E, index = 0, actorId: string | null = 'admin-1', streamId = 'stream'): Recorded<E> {
  const occurredAt = `2026-11-21T10:00:${String(index % 60).padStart(2, '0')}.000Z`;
  return { ...event, metadata: { actorId, correlationId: 'c', occurredAt }, streamId, revision: index, position: index + 1 };
}

/** Feeds domain events through a projection as the projector would (given, then documents). */
export function replay<D extends Doc, E extends DomainEvent>(projection: Projection<D, E>, events: E[], actorId: string | null = 'admin-1'): Map<string, D> {
  const docs = new Map<string, D>();
  events.forEach((event, index) => {
    const record = recorded(event, index, actorId);
    const id = projection.documentId(record);
    if (id === null) return;
    const next = projection.evolve(docs.get(id) ?? null, record);
    if (next === null) docs.delete(id);
    else docs.set(id, next);
  });
  return docs;
}

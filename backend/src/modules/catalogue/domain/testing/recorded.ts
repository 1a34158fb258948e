import { RecordedEvent } from '../../../../platform/event-store/event-store.port';
import { DomainEvent } from '../../../../shared/decider';

/** Feeds domain events through a projection as the projector would, with an actor in the metadata. */
export function replay<D>(
  projection: { documentId(event: RecordedEvent): string | null; evolve(doc: D | null, event: RecordedEvent): D | null },
  events: DomainEvent[],
  actorId: string | null = 'admin-1',
): Map<string, D> {
  const docs = new Map<string, D>();
  events.forEach((event, index) => {
    const recorded: RecordedEvent = {
      ...(event as RecordedEvent),
      metadata: { actorId, correlationId: 'c', occurredAt: `2026-11-21T10:00:${String(index).padStart(2, '0')}.000Z` },
      streamId: 'stream',
      revision: index,
      position: index + 1,
    };
    const id = projection.documentId(recorded);
    if (id === null) return;
    const next = projection.evolve(docs.get(id) ?? null, recorded);
    if (next === null) docs.delete(id);
    else docs.set(id, next);
  });
  return docs;
}

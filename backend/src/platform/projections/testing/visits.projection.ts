import { DomainEvent } from '../../../shared/decider';
import { EventMetadata, NewEvent } from '../../event-store/event-store.port';
import { Doc, readModel } from '../../read-store/read-store.port';
import { Projection } from '../projection';

const metadata: EventMetadata = { actorId: null, correlationId: 'c', occurredAt: '2026-11-21T10:00:00.000Z' };

export type PageVisited = DomainEvent<'PageVisited', { page: string }>;

/** A `PageVisited` event, as the specs of the projector and its runtime append it. */
export const visit = (page: string): NewEvent => ({ type: 'PageVisited', data: { page }, metadata });

export const VISITS = readModel<Doc & { count: number }>('visits');

/** Counts visits per page: not idempotent by itself, so an event applied twice would show. */
export const visits = {
  model: VISITS,
  version: 1,
  handles: ['PageVisited'],
  documentId: (event) => event.data.page,
  evolve: (doc, event) => ({ _id: event.data.page, count: Number(doc?.count ?? 0) + 1 }),
} satisfies Projection<Doc, PageVisited> as unknown as Projection;

import { RecordedEvent } from '../event-store/event-store.port';
import { Doc, IndexSpec } from '../read-store/read-store.port';

/**
 * A read model fed by events: pure, and safe to replay (the projector stamps each document with the
 * position of the last event applied to it and never applies an older one twice).
 */
export interface Projection<D extends Doc = Doc> {
  name: string;
  collection: string;
  handles: readonly string[];
  indexes?: IndexSpec[];
  /** Which document the event changes; null when none. */
  documentId(event: RecordedEvent): string | null;
  /** The new document, or null to delete it. */
  evolve(doc: D | null, event: RecordedEvent): D | null;
}

/** Position of the last event applied to a document (replay guard). */
export const POSITION_FIELD = '_position';

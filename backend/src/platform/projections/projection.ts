import { DomainEvent } from '../../shared/decider';
import { Recorded } from '../event-store/event-store.port';
import { Doc, IndexSpec } from '../read-store/read-store.port';

/**
 * A read model fed by the events `E` of a module: pure, and safe to replay (the projector stamps each
 * document with the position of the last event applied to it and never applies an older one twice).
 * The projector hands it only the events it `handles`, so `evolve` sees exactly `E`.
 */
export interface Projection<D extends Doc = Doc, E extends DomainEvent = DomainEvent> {
  name: string;
  /**
   * Bumped by the author whenever `evolve`, `documentId`, `handles` or the indexes change what the read
   * model holds: a snapshot of the read models written by another version is discarded and the log
   * replayed from its start (platform/projections/read-model-snapshot).
   */
  version: number;
  collection: string;
  handles: readonly E['type'][];
  indexes?: IndexSpec[];
  /** Which document the event changes; null when none. */
  documentId(event: Recorded<E>): string | null;
  /**
   * The new document, or null to delete it. `doc` is not to be changed: applying a live event, the
   * projector hands over the stored document itself, frozen (Collection.modify), so a change throws.
   */
  evolve(doc: D | null, event: Recorded<E>): D | null;
}

/** Position of the last event applied to a document (replay guard). */
export const POSITION_FIELD = '_position';

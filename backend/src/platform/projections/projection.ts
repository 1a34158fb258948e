import { DomainEvent } from '../../shared/decider';
import { Recorded } from '../event-store/event-store.port';
import { Doc, ReadModel } from '../read-store/read-store.port';

/**
 * A read model fed by the events `E` of a module: pure, and safe to replay (the projector stamps each
 * document with the position of the last event applied to it and never applies an older one twice).
 * The projector hands it only the events it `handles`, so `evolve` sees exactly `E`.
 */
export interface Projection<D extends Doc = Doc, E extends DomainEvent = DomainEvent> {
  /** The read model it writes, and the only one: a projection is its own group, with its own checkpoint. */
  model: ReadModel<D>;
  /**
   * Bumped by the author whenever `evolve`, `documentId`, `handles` or the indexes change what the read
   * model holds: the projector then builds this model alone again from the log, into a fresh collection
   * beside the one readers use, and switches them over when it has caught up (projector.ts); every other
   * model keeps its documents and its checkpoint.
   */
  version: number;
  handles: readonly E['type'][];
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

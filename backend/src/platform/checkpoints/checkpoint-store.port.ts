/** Durable positions of projections and reactors in `$all`. */
export abstract class CheckpointStore {
  /** null when nothing was stored yet under this name (a new reactor starts at the head). */
  abstract load(name: string): Promise<number | null>;
  abstract save(name: string, position: number): Promise<void>;
}

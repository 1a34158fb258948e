/** The folded state of a stream as of one recorded event, and that event's revision and position. */
export interface CachedStream {
  decider: object;
  state: unknown;
  revision: number;
  position: number;
}

/**
 * Recently used streams' states, least recently used dropped first. Without it every command re-reads
 * and re-folds its whole stream: a thousand sign-ups on one service would read half a million events.
 */
export class StreamStateCache {
  private readonly entries = new Map<string, CachedStream>();

  constructor(private readonly capacity = 1000) {}

  /** Takes the entry out: whoever folds further puts it back, so a failed fold never leaves a half-evolved state. */
  take(streamId: string, decider: object): CachedStream | undefined {
    const entry = this.entries.get(streamId);
    this.entries.delete(streamId);
    return entry?.decider === decider ? entry : undefined;
  }

  put(streamId: string, entry: CachedStream): void {
    this.entries.set(streamId, entry);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }
}

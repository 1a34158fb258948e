/**
 * Commands waiting for one stream, taken together: whoever arrives while a batch is being written
 * joins the next one, so a burst on one stream becomes a few appends instead of one per command.
 * The first batch is started a turn of the event loop later: an embedded append never waits for I/O,
 * so a batch started at once would be written before the requests already read off the sockets in the
 * same turn reached it, and every batch would hold one command.
 */
export class StreamBatches<T> {
  private readonly waiting = new Map<string, T[]>();
  private readonly busy = new Set<string>();

  constructor(
    private readonly write: (streamId: string, batch: T[]) => Promise<void>,
    private readonly maxBatch = 200,
  ) {}

  add(streamId: string, item: T): void {
    const queue = this.waiting.get(streamId) ?? [];
    queue.push(item);
    this.waiting.set(streamId, queue);
    if (this.busy.has(streamId)) return;
    this.busy.add(streamId);
    setImmediate(() => void this.drain(streamId));
  }

  private async drain(streamId: string): Promise<void> {
    try {
      for (;;) {
        const queue = this.waiting.get(streamId);
        if (!queue || queue.length === 0) break;
        const batch = queue.splice(0, this.maxBatch);
        // `write` answers every item itself; a failure here is already reported to them.
        await this.write(streamId, batch).catch(() => undefined);
      }
    } finally {
      this.waiting.delete(streamId);
      this.busy.delete(streamId);
    }
  }
}

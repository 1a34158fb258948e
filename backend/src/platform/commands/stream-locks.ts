/**
 * One in-process queue per stream, so concurrent commands on one node do not fight over the
 * expected revision (they still retry across nodes).
 */
export class StreamLocks {
  private readonly tails = new Map<string, Promise<void>>();

  async withLock<T>(streamId: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(streamId) ?? Promise.resolve();
    let release!: () => void;
    const current = new Promise<void>((resolve) => (release = resolve));
    const tail = previous.then(() => current);
    this.tails.set(streamId, tail);
    await previous;
    try {
      return await work();
    } finally {
      release();
      if (this.tails.get(streamId) === tail) this.tails.delete(streamId);
    }
  }
}

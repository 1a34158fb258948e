interface Waiter {
  position: number;
  resolve: (reached: boolean) => void;
  timer: NodeJS.Timeout;
}

/**
 * Read-your-writes in a process that does not project (an api replica): the projector's checkpoint
 * is polled by one loop however many requests wait, so a burst of commands costs one checkpoint read
 * per interval, never one per waiting request.
 */
export class CheckpointWatch {
  private readonly waiters = new Set<Waiter>();
  private polling = false;

  constructor(
    private readonly readPosition: () => Promise<number>,
    private readonly intervalMs: number,
  ) {}

  /** How many requests wait right now. */
  get waiting(): number {
    return this.waiters.size;
  }

  waitFor(position: number, timeoutMs: number): Promise<boolean> {
    return new Promise((resolve) => {
      const waiter: Waiter = {
        position,
        resolve,
        timer: setTimeout(() => this.settle(waiter, false), timeoutMs),
      };
      waiter.timer.unref();
      this.waiters.add(waiter);
      if (!this.polling) void this.poll();
    });
  }

  private async poll(): Promise<void> {
    this.polling = true;
    try {
      while (this.waiters.size > 0) {
        // A store that is briefly away answers nothing: the waiters time out as they would anyway.
        const reached = await this.readPosition().catch(() => null);
        if (reached !== null) for (const waiter of this.waiters) if (waiter.position <= reached) this.settle(waiter, true);
        if (this.waiters.size > 0) await new Promise((resolve) => setTimeout(resolve, this.intervalMs));
      }
    } finally {
      this.polling = false;
    }
  }

  private settle(waiter: Waiter, reached: boolean): void {
    if (!this.waiters.delete(waiter)) return;
    clearTimeout(waiter.timer);
    waiter.resolve(reached);
  }
}

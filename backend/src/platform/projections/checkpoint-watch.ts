/** Where the projector's checkpoint says the read models stand: all that keep up, and each model. */
export interface ProjectedPositions {
  position: number;
  projections: Record<string, number>;
}

interface Waiter {
  position: number;
  models: readonly string[];
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
    private readonly readPositions: () => Promise<ProjectedPositions>,
    private readonly intervalMs: number,
  ) {}

  /** How many requests wait right now. */
  get waiting(): number {
    return this.waiters.size;
  }

  waitFor(position: number, timeoutMs: number, models: readonly string[] = []): Promise<boolean> {
    return new Promise((resolve) => {
      const waiter: Waiter = {
        position,
        models,
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
        const reached = await this.readPositions().catch(() => null);
        if (reached !== null) for (const waiter of this.waiters) if (isReached(waiter, reached)) this.settle(waiter, true);
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

const isReached = (waiter: Waiter, reached: ProjectedPositions) =>
  waiter.position <= reached.position && waiter.models.every((model) => (reached.projections[model] ?? reached.position) >= waiter.position);

/**
 * A wake-up that is never lost: a wake() arriving while nobody waits makes the next wait() return at
 * once, so an append between "read the page" and "go to sleep" is not left for the next poll.
 * One waiter at a time.
 */
export class WakeSignal {
  private pending = false;
  private release: (() => void) | null = null;

  wake(): void {
    this.pending = true;
    this.release?.();
  }

  /** Resolves on wake() or after `ms`, whichever comes first. */
  wait(ms: number): Promise<void> {
    if (this.pending) {
      this.pending = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.release?.(), ms);
      this.release = () => {
        clearTimeout(timer);
        this.release = null;
        this.pending = false;
        resolve();
      };
    });
  }
}

/**
 * Only one process may run the projections and reactors against shared stores: two would overwrite
 * each other's read-model writes. The lease says which one; the others wait as hot standbys.
 */
export abstract class WorkerLease {
  /** One try: true when this process holds the lease now. */
  abstract tryAcquire(): Promise<boolean>;
  /** Resolves once this process holds the lease; false when release() came first. */
  abstract acquire(): Promise<boolean>;
  /** Whether this process holds the lease right now. */
  abstract get held(): boolean;
  /** Called once when a held lease is lost (renewal refused or not renewed in time). */
  abstract onLost(listener: () => void): void;
  /** Gives the lease up (a standby takes over at once) and stops waiting for it, for good: the process is stopping. */
  abstract release(): Promise<void>;
}

/** One process on embedded stores: nobody else could hold it. */
export class SoleWorkerLease extends WorkerLease {
  private holding = false;

  async tryAcquire(): Promise<boolean> {
    this.holding = true;
    return true;
  }

  acquire(): Promise<boolean> {
    return this.tryAcquire();
  }

  get held(): boolean {
    return this.holding;
  }

  onLost(): void {}

  async release(): Promise<void> {
    this.holding = false;
  }
}

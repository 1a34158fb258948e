/**
 * How many HTTP requests this process is answering right now. Background work in the process lets them
 * go first: a burst of sign-ups is answered before the reactions and the mails it causes are written
 * (jobs/inline.job-queue, reactors/reactor-runner).
 */
export class RequestsInFlight {
  private count = 0;
  /** One listener for every response (a response closes once): no closure made per request. */
  private readonly release = () => void this.count--;

  get busy(): boolean {
    return this.count > 0;
  }

  /** Counts a request until its connection's answer is finished or abandoned. */
  track(response: { on(event: 'close', listener: () => void): unknown }): void {
    this.count++;
    response.on('close', this.release);
  }
}

/** The longest background work waits for requests in a row: under steady load it runs beside them. */
export const MAX_YIELD_MS = 500;
/** How often waiting work looks again whether the requests are answered. */
export const YIELD_RECHECK_MS = 5;

/**
 * Tells background work whether to wait for the requests in flight. It waits while they last, but at
 * most MAX_YIELD_MS since it began waiting: a process that is never idle still gets its work done.
 */
export class YieldToRequests {
  /** Since when the work has been waiting; null while it is not. */
  private since: number | null = null;

  constructor(private readonly busy: () => boolean) {}

  shouldWait(now = Date.now()): boolean {
    if (!this.busy()) {
      this.since = null;
      return false;
    }
    this.since ??= now;
    return now - this.since < MAX_YIELD_MS;
  }
}

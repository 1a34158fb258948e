import { performance } from 'node:perf_hooks';

/** How often the watch ticks: a stretch shorter than this is not seen, and needs not be. */
const TICK_MS = 10;
/** A stretch this long is told in the log: the server answered nobody for a fifth of a second. */
export const LONG_STRETCH_MS = 200;
/** The "last minute" window, kept as six buckets of ten seconds. */
const BUCKET_MS = 10_000;
const BUCKETS = 6;

export interface LongStretch {
  ms: number;
  /** The route patterns of the requests in flight when it ended (never an address: no id, no token). */
  routes: string[];
}

/**
 * The event loop's longest stretches (issue 40 §1): a timer meant to tick every TICK_MS measures how
 * late each tick is; that lateness is a stretch in which nothing else ran. Kept: the longest since
 * the start and in the last minute (for /api/admin/metrics), and `onLong` called for any stretch
 * longer than LONG_STRETCH_MS with the routes then in flight. Costs a timer callback per 10 ms.
 */
export class EventLoopWatch {
  private longest = 0;
  private readonly buckets = new Array<{ start: number; longest: number }>();
  private readonly inFlight = new Map<object, string>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly onLong: (stretch: LongStretch) => void,
    private readonly now: () => number = () => performance.now(),
  ) {}

  start(): void {
    if (this.timer) return;
    let last = this.now();
    this.timer = setInterval(() => {
      const at = this.now();
      this.record(at - last - TICK_MS, at);
      last = at;
    }, TICK_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** A request started on `route` (its pattern); `request` is its own object, forgotten when it ends. */
  started(request: object, route: string): void {
    this.inFlight.set(request, route);
  }

  ended(request: object): void {
    this.inFlight.delete(request);
  }

  /** One stretch of `ms` that ended at `at` (ms on the watch's clock). */
  record(ms: number, at: number): void {
    if (ms <= 0) return;
    this.longest = Math.max(this.longest, ms);
    const start = Math.floor(at / BUCKET_MS) * BUCKET_MS;
    const bucket = this.buckets.at(-1);
    if (bucket?.start === start) bucket.longest = Math.max(bucket.longest, ms);
    else this.buckets.push({ start, longest: ms });
    while (this.buckets.length > BUCKETS) this.buckets.shift();
    if (ms > LONG_STRETCH_MS) this.onLong({ ms: Math.round(ms), routes: [...new Set(this.inFlight.values())] });
  }

  longestSinceStart(): number {
    return this.longest;
  }

  longestInLastMinute(): number {
    const since = this.now() - BUCKETS * BUCKET_MS;
    return Math.max(0, ...this.buckets.filter((bucket) => bucket.start + BUCKET_MS > since).map((bucket) => bucket.longest));
  }
}

import pino from 'pino';

/** The longest an info line waits to be written: what a SIGKILL or an out-of-memory kill may lose. */
export const FLUSH_MS = 500;

/** Lines waiting beyond this many characters are written at once. */
const BATCH_CHARS = 4096;

/** pino's number of a warning: this level and above are written on the spot. */
const WARN = pino.levels.values.warn;

/** Where the lines go: a synchronous write of standard output by default. */
export interface LineSink {
  write(text: string): unknown;
}

/**
 * Standard output of the JSON logs, kept through a crash (issue 38 §10). A warning, an error or a
 * fatal line is written at once, synchronously, together with the lines waiting before it; any other
 * line waits at most FLUSH_MS (or until 4 KB wait) and goes out in the same write as its neighbours,
 * so a burst of request lines costs one write, not one each (docs/decisions/0035-logs.md: measured).
 * The old 4 KB buffer held boot and mail lines until the process exited, and a kill -9 lost them.
 * pino tells the level of each line before handing it over (`lastLevel`, asked for by its metadata symbol).
 */
export class LogLines implements pino.DestinationStream {
  readonly [pino.symbols.needsMetadataGsym] = true as const;
  lastLevel = 0;
  private waiting = '';
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly sink: LineSink = pino.destination({ dest: 1, sync: true }),
    private readonly flushMs = FLUSH_MS,
  ) {}

  write(line: string): void {
    this.waiting += line;
    if (this.lastLevel >= WARN || this.waiting.length >= BATCH_CHARS) this.flush();
    // A pending write must not keep a stopping process alive.
    else this.timer ??= setTimeout(() => this.flush(), this.flushMs).unref();
  }

  /** Writes what waits, now. */
  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.waiting === '') return;
    const text = this.waiting;
    this.waiting = '';
    this.sink.write(text);
  }
}

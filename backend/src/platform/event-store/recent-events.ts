import { frozen } from '../../shared/frozen';
import type { RecordedEvent } from './event-store.port';

const CAPACITY = 4096;

/** An appended event as the log stored it (its JSON still text), parsed the first time a reader asks. */
interface Entry<R> {
  position: number;
  row: R;
  event?: RecordedEvent;
}

/**
 * The events this process appended last, parsed once and shared (frozen) by every subscription of the
 * process: a sign-up is read by the projector, the live notices and each reactor, and reading it from
 * SQLite and parsing its JSON a dozen times cost more than appending it. A page is served only when
 * the cache can vouch for it, i.e. its positions run on without a gap from the one asked for; anything
 * else (older events, another process's appends, positions left by a deleted stream) is read from the
 * database as before.
 *
 * The rows are kept as stored and parsed on the first read, not at the append (issue 24 §6): parsing
 * and freezing each event inside the append's transaction made a batch of 100 cost twice its INSERTs,
 * for events no subscription may ever read from here (a batch bigger than a page, an import).
 */
export class RecentEvents<R> {
  private entries: Entry<R>[] = [];

  constructor(private readonly parse: (row: R) => RecordedEvent) {}

  add(rows: Array<{ position: number; row: R }>): void {
    for (const entry of rows) this.entries.push(entry);
    if (this.entries.length > 2 * CAPACITY) this.entries = this.entries.slice(-CAPACITY);
  }

  /** The events after `after`, at most `limit`; null when only the database can answer. */
  page(after: number, limit: number): RecordedEvent[] | null {
    const start = this.indexOf(after + 1);
    if (start === -1) return null;
    const page: RecordedEvent[] = [];
    for (let i = start; i < this.entries.length && page.length < limit; i++) {
      const entry = this.entries[i];
      // A gap: someone else's append or a deleted stream's event sits there.
      if (entry.position !== after + 1 + page.length) return null;
      page.push((entry.event ??= frozen(this.parse(entry.row))));
    }
    return page;
  }

  /** After a deletion the cache would hand out erased events: forget them all. */
  clear(): void {
    this.entries = [];
  }

  private indexOf(position: number): number {
    let low = 0;
    let high = this.entries.length - 1;
    while (low <= high) {
      const mid = (low + high) >> 1;
      const at = this.entries[mid].position;
      if (at === position) return mid;
      if (at < position) low = mid + 1;
      else high = mid - 1;
    }
    return -1;
  }
}

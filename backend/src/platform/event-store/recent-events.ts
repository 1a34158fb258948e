import { frozen } from '../../shared/frozen';
import type { RecordedEvent } from './event-store.port';

const CAPACITY = 4096;

/**
 * The events this process appended last, parsed once and shared (frozen) by every subscription of the
 * process: a sign-up is read by the projector, the live notices and each reactor, and reading it from
 * SQLite and parsing its JSON a dozen times cost more than appending it. A page is served only when
 * the cache can vouch for it, i.e. its positions run on without a gap from the one asked for; anything
 * else (older events, another process's appends, positions left by a deleted stream) is read from the
 * database as before.
 */
export class RecentEvents {
  private events: RecordedEvent[] = [];

  add(events: RecordedEvent[]): void {
    for (const event of events) this.events.push(frozen(event));
    if (this.events.length > 2 * CAPACITY) this.events = this.events.slice(-CAPACITY);
  }

  /** The events after `after`, at most `limit`; null when only the database can answer. */
  page(after: number, limit: number): RecordedEvent[] | null {
    const start = this.indexOf(after + 1);
    if (start === -1) return null;
    const page: RecordedEvent[] = [];
    for (let i = start; i < this.events.length && page.length < limit; i++) {
      // A gap: someone else's append or a deleted stream's event sits there.
      if (this.events[i].position !== after + 1 + page.length) return null;
      page.push(this.events[i]);
    }
    return page;
  }

  /** After a deletion the cache would hand out erased events: forget them all. */
  clear(): void {
    this.events = [];
  }

  private indexOf(position: number): number {
    let low = 0;
    let high = this.events.length - 1;
    while (low <= high) {
      const mid = (low + high) >> 1;
      const at = this.events[mid].position;
      if (at === position) return mid;
      if (at < position) low = mid + 1;
      else high = mid - 1;
    }
    return -1;
  }
}

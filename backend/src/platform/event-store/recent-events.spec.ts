import type { RecordedEvent } from './event-store.port';
import { RecentEvents } from './recent-events';

const at = (position: number): RecordedEvent => ({
  streamId: `s-${position}`,
  revision: 0,
  position,
  type: 'Happened',
  data: { nested: { n: position } },
  metadata: { actorId: null, correlationId: 'c', occurredAt: '2026-11-26T10:00:00.000Z' },
});

/** The log's row stands in for itself here; the store hands over its SQLite rows and its parser. */
const parse = jest.fn((row: RecordedEvent) => row);
const stored = (...events: RecordedEvent[]) => events.map((row) => ({ position: row.position, row }));

describe('the events this process appended last', () => {
  beforeEach(() => parse.mockClear());

  it('serves a page that runs on without a gap from the position asked for', () => {
    const recent = new RecentEvents(parse);
    recent.add(stored(at(5), at(6), at(7), at(8)));
    expect(recent.page(5, 2)?.map((e) => e.position)).toEqual([6, 7]);
    expect(recent.page(4, 10)?.map((e) => e.position)).toEqual([5, 6, 7, 8]);
  });

  it('leaves to the database what it cannot vouch for: older events, gaps, and what comes after it', () => {
    const recent = new RecentEvents(parse);
    recent.add(stored(at(5), at(6), at(9)));
    expect(recent.page(2, 10)).toBeNull(); // 3 and 4 are older than the cache
    expect(recent.page(5, 10)).toBeNull(); // 7 and 8: another process's appends, or deleted
    expect(recent.page(9, 10)).toBeNull(); // after its last: only the database knows
    recent.clear();
    expect(recent.page(4, 10)).toBeNull();
  });

  it('hands every reader the same frozen event: nobody can change what the others read', () => {
    const recent = new RecentEvents(parse);
    recent.add(stored(at(1)));
    const [event] = recent.page(0, 1)!;
    expect(Object.isFrozen(event)).toBe(true);
    expect(Object.isFrozen((event.data as { nested: object }).nested)).toBe(true);
  });

  it('parses an event when a reader first asks for it, and only once however many read it', () => {
    const recent = new RecentEvents(parse);
    recent.add(stored(at(1), at(2)));
    expect(parse).not.toHaveBeenCalled();
    const first = recent.page(0, 1)!;
    expect(recent.page(0, 1)![0]).toBe(first[0]);
    expect(parse).toHaveBeenCalledTimes(1);
  });
});

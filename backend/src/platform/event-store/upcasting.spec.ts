import { NewEvent, RecordedEvent } from './event-store.port';
import { EventUpcasters, Upcaster } from './upcasting';

const renamed: Upcaster<{ n: number }, { count: number }> = { type: 'Counted', from: 1, upcast: ({ n }) => ({ count: n }) };
const doubled: Upcaster<{ count: number }, { count: number; twice: number }> = { type: 'Counted', from: 2, upcast: (data) => ({ ...data, twice: data.count * 2 }) };

const stored = (type: string, data: Record<string, unknown>, v?: number): RecordedEvent => ({
  type,
  data,
  metadata: { actorId: null, correlationId: 'c', occurredAt: '2026-12-01T10:00:00.000Z', ...(v === undefined ? {} : { v }) },
  streamId: 'counter-1',
  revision: 0,
  position: 1,
});

describe('the upcasters of the event types that changed shape', () => {
  it('bring an event written without a version (shape 1) through every later shape', () => {
    const upcasters = new EventUpcasters();
    upcasters.add(doubled, renamed);
    expect(upcasters.upcast(stored('Counted', { n: 3 }))).toMatchObject({ data: { count: 3, twice: 6 }, metadata: { v: 3 } });
    expect(upcasters.upcast(stored('Counted', { count: 4 }, 2)).data).toEqual({ count: 4, twice: 8 });
  });

  it('hand on an event already in its current shape, and any event of a type that never changed, as the very same object', () => {
    const upcasters = new EventUpcasters();
    upcasters.add(renamed);
    const current = stored('Counted', { count: 1 }, 2);
    const other = stored('Other', { n: 1 });
    expect(upcasters.upcast(current)).toBe(current);
    expect(upcasters.upcast(other)).toBe(other);
  });

  it('stamp the version an appended event is written in, only on types that changed shape', () => {
    const upcasters = new EventUpcasters();
    upcasters.add(renamed);
    const metadata = { actorId: null, correlationId: 'c', occurredAt: '2026-12-01T10:00:00.000Z' };
    const events: NewEvent[] = [{ type: 'Counted', data: { count: 1 }, metadata }, { type: 'Other', data: {}, metadata }];
    const [counted, other] = upcasters.stamp(events);
    expect(counted.metadata.v).toBe(2);
    expect(other).toBe(events[1]);
    expect(upcasters.current('Counted')).toBe(2);
    expect(upcasters.current('Other')).toBe(1);
  });

  it('refuse an event written in a newer shape than this code knows (a rollback across a change)', () => {
    const upcasters = new EventUpcasters();
    upcasters.add(renamed);
    expect(() => upcasters.upcast(stored('Counted', { count: 1 }, 3))).toThrow('counter-1@0: Counted version 3 is unknown here (this code reads up to version 2)');
  });

  it('refuse a chain with a gap or a twin, and upcasters added once the log has been read', () => {
    const gap = new EventUpcasters();
    gap.add(doubled);
    expect(() => gap.current('Counted')).toThrow('must start at version 1');
    expect(() => new EventUpcasters().add(renamed, { ...renamed })).toThrow('Two upcasters of Counted from version 1');
    const late = new EventUpcasters();
    late.upcast(stored('Other', {}));
    expect(() => late.add(renamed)).toThrow('Upcasters of Counted added after the log was read');
  });
});

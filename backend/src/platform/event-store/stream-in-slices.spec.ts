import { readStreamInSlices } from './stream-in-slices';
import { EventStore, RecordedEvent } from './event-store.port';

const event = (revision: number) => ({ revision, type: `E${revision}` }) as unknown as RecordedEvent;

describe('reading a long stream in slices (issue 40 §1)', () => {
  it('reads the whole stream in order, a batch at a time from the revision after the last one read', async () => {
    const stream = Array.from({ length: 7 }, (_, n) => event(n));
    const asked: Array<[number | undefined, number | undefined]> = [];
    const store = {
      readStream: async (_id: string, from = 0, limit = Infinity) => {
        asked.push([from, limit]);
        return stream.filter((e) => e.revision >= from).slice(0, limit);
      },
    } as unknown as EventStore;
    expect((await readStreamInSlices(store, 'service-s1', 3)).map((e) => e.revision)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(asked).toEqual([[0, 3], [3, 3], [6, 3]]);
    expect(await readStreamInSlices(store, 'service-s1', 7)).toHaveLength(7);
  });
});

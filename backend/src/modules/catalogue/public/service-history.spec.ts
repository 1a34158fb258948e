import { RecordedEvent } from '../../../platform/event-store/event-store.port';
import { recordAfter } from '../../../platform/projections/record-replay';
import { recorded } from '../../../platform/projections/testing/replay';
import * as f from '../domain/testing/fixtures';
import { serviceReplay } from './service-history';

const log = (...events: ReturnType<typeof f.signedUp>[]) => events.map((event, i) => recorded(event, i) as unknown as RecordedEvent);
const signupsAfter = (events: RecordedEvent[]) => recordAfter(serviceReplay, events, null, 100)?.signups?.map(({ userId, code }) => ({ userId, code }));

describe('a service at any revision', () => {
  it('shows a returning member with the code they kept, and no code while they have no sign-up (issue 38 §4)', () => {
    const round = [f.signedUp('u1', 'approved', { code: 'A' }), f.cancelled('u1')];
    const before = log(...f.open(5, { type: 1 }), f.codesAdded('A', 'B'), ...round, ...round);
    expect(signupsAfter(before)).toEqual([]);
    expect(signupsAfter([...before, ...log(f.signedUp('u1', 'approved', { code: 'A' }), f.signedUp('u2', 'approved', { code: 'B' }))])).toEqual([
      { userId: 'u1', code: 'A' },
      { userId: 'u2', code: 'B' },
    ]);
  });
});

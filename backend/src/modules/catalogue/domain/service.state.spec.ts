import { fold } from '../../../shared/decider';
import { deepFreeze } from '../../../shared/testing/deep-freeze';
import { serviceDecider } from './service.decider';
import { ServiceEvent } from './service.events';
import { ExistingService, evolveService } from './service.state';
import * as f from './testing/fixtures';

const folded = (events: ServiceEvent[]) => fold(serviceDecider, events) as ExistingService;
const counted = (state: ExistingService) => [...state.signups.values()].filter((s) => s.status === 'approved' || s.status === 'awaiting').length;

describe('the service fold', () => {
  it('keeps the seat count equal to the sign-ups holding a seat through every change', () => {
    const events = [
      ...f.open(3, { type: 1 }),
      f.codesAdded('A', 'B'),
      f.signedUp('u1', 'awaiting'),
      f.signedUp('u2', 'approved', { code: 'A' }),
      f.signedUp('u3', 'waitlisted'),
      f.approved('u1', 'B'),
      f.rejected('u2', 'approved'),
      f.promoted('u3', 'awaiting'),
      f.unapproved('u1'),
      f.cancelled('u3', 'awaiting'),
      f.signedUp('u4', 'waitlisted'),
      f.erased('u1', 'awaiting'),
      f.deleted('u4', 'waitlisted'),
    ];
    for (let n = 0; n <= events.length; n++) {
      const state = folded(events.slice(0, n));
      if (state.status === 'existing') expect(state.seated).toBe(counted(state));
    }
  });

  it('leaves the state it is given as it was, so an older state still reads as before', () => {
    const before = deepFreeze(folded([...f.open(2), f.signedUp('u1', 'awaiting')]));
    const after = evolveService(before, f.approved('u1')) as ExistingService;
    expect(after.signups.get('u1')?.status).toBe('approved');
    expect(before.signups.get('u1')?.status).toBe('awaiting');
    expect([before.eventCount, after.eventCount]).toEqual([3, 4]);
  });
});

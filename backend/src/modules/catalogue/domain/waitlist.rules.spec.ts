import { deciderSpec } from '../../../shared/testing/decider-specification';
import { serviceDecider } from './service.decider';
import * as f from './testing/fixtures';

const spec = deciderSpec(serviceDecider);
const { open, signedUp, promote, promoted, settings } = f;
const withWaitlist = (limit: number, more = {}) => open(limit, { waitlistAvailable: true, ...more });
const waiting = (...ids: string[]) => ids.map((id) => signedUp(id, 'waitlisted'));

describe('waitlist promotion (DESIGN §3)', () => {
  it('promotes the oldest waitlisted member when a seat frees', () =>
    spec.given([...withWaitlist(1), signedUp('u1'), ...waiting('u2', 'u3'), f.cancelled('u1')]).when(promote).then([promoted('u2')]));
  it('promotes nobody while the service is full, so a second run changes nothing', () =>
    spec.given([...withWaitlist(1), signedUp('u1'), ...waiting('u2', 'u3'), f.cancelled('u1'), promoted('u2')]).when(promote).then([]));
  it('promotes exactly as many as seats are free', () =>
    spec.given([...withWaitlist(1), signedUp('u1'), ...waiting('u2', 'u3', 'u4'), settings({ limit: 3 })]).when(promote).then([promoted('u2'), promoted('u3')]));
  it('promotes everyone when the limit is removed', () =>
    spec.given([...withWaitlist(1), signedUp('u1'), ...waiting('u2', 'u3'), settings({ limit: null })]).when(promote).then([promoted('u2'), promoted('u3')]));
  it('serves priority first where priority is available', () =>
    spec
      .given([...withWaitlist(1, { waitlistPriorityAvailable: true }), signedUp('u1'), signedUp('u2', 'waitlisted'), signedUp('u3', 'waitlisted', { waitlistPriority: true }), f.rejected('u1')])
      .when(promote)
      .then([promoted('u3')]));
  it('ignores priority flags once the service stops offering priority', () =>
    spec
      .given([...withWaitlist(1, { waitlistPriorityAvailable: true }), signedUp('u1'), signedUp('u2', 'waitlisted'), signedUp('u3', 'waitlisted', { waitlistPriority: true }), settings({ waitlistPriorityAvailable: false }), f.rejected('u1')])
      .when(promote)
      .then([promoted('u2')]));
  it('promotes into "awaiting approval" where the service needs approval', () =>
    spec.given([...withWaitlist(1, { needsApproval: true }), signedUp('u1', 'awaiting'), ...waiting('u2'), f.rejected('u1')]).when(promote).then([promoted('u2', 'awaiting')]));
  it('evicts nobody when the limit is lowered below the seats taken', () => {
    const lowered = [...withWaitlist(3), signedUp('u1'), signedUp('u2'), signedUp('u3'), ...waiting('u4'), settings({ limit: 1 })];
    spec.given(lowered).when(promote).then([]);
    spec.given([...lowered, f.cancelled('u1')]).when(promote).then([]);
    spec.given([...lowered, f.cancelled('u1'), f.cancelled('u2'), f.cancelled('u3')]).when(promote).then([promoted('u4')]);
  });
  it('hands coupon codes to promoted members in order', () =>
    spec
      .given([...withWaitlist(1, { type: 1 }), f.codesAdded('A', 'B'), signedUp('u1', 'approved', { code: 'A' }), ...waiting('u2'), settings({ limit: 2 })])
      .when(promote)
      .then([promoted('u2', 'approved', 'B')]));
});

import * as f from '../domain/testing/fixtures';
import { recorded, replay } from '../../../platform/projections/testing/replay';
import type { ServiceEvent } from '../domain/service.events';
import { signupsProjection } from './signups.projection';

describe('signups projection', () => {
  it('keeps the status of a sign-up and who decided, with the history of decisions', () => {
    const docs = replay(signupsProjection, [f.signedUp('u1', 'awaiting', { radioAnswer: 2 }), f.rejected('u1'), f.approved('u1', 'A')], 'admin-7');
    expect(docs.get('s1:u1')).toMatchObject({
      userId: 'u1', serviceId: 's1', createdAt: f.AT, status: 'approved', radioAnswer: 2, code: 'A',
      approvedBy: 'admin-7', rejectedBy: null,
      decisions: [{ action: 'rejected', by: 'admin-7' }, { action: 'approved', by: 'admin-7' }],
    });
  });

  it('takes a promoted member off the waitlist', () => {
    const docs = replay(signupsProjection, [f.signedUp('u1', 'waitlisted', { waitlistPriority: true }), f.promoted('u1', 'awaiting')], null);
    expect(docs.get('s1:u1')).toMatchObject({ status: 'awaiting', waitlistPriority: true, decisions: [{ action: 'promoted', by: null }] });
  });

  it('stores the status the events name, as it changes', () => {
    const statusAfter = (events: ServiceEvent[]) => replay(signupsProjection, events).get('s1:u1')?.status;
    expect(statusAfter([f.signedUp('u1', 'approved')])).toBe('approved');
    expect(statusAfter([f.signedUp('u1', 'awaiting')])).toBe('awaiting');
    expect(statusAfter([f.signedUp('u1', 'waitlisted')])).toBe('waitlisted');
    expect(statusAfter([f.signedUp('u1', 'awaiting'), f.rejected('u1')])).toBe('rejected');
    expect(statusAfter([f.signedUp('u1', 'approved'), f.unapproved('u1')])).toBe('awaiting');
    expect(statusAfter([f.signedUp('u1', 'waitlisted'), f.promoted('u1', 'approved')])).toBe('approved');
    expect(statusAfter([f.signedUp('u1', 'waitlisted'), f.rejected('u1', 'waitlisted')])).toBe('rejected');
  });

  it('drops cancelled, deleted and erased sign-ups', () => {
    const docs = replay(signupsProjection, [
      f.signedUp('u1'),
      f.signedUp('u2'),
      f.signedUp('u3'),
      f.cancelled('u1'),
      { type: 'SignupDeleted', data: { serviceId: f.S, userId: 'u2' } },
      { type: 'SignupErased', data: { serviceId: f.S, userId: 'u3' } },
    ]);
    expect([...docs.keys()]).toEqual([]);
  });

  it('never takes an event it does not know for a removal: it refuses it, so the projector parks it and the row stays', () => {
    const row = replay(signupsProjection, [f.signedUp('u1')]).get('s1:u1')!;
    const unknown = recorded({ type: 'SignupNoted', data: { serviceId: f.S, userId: 'u1', note: 'private' } });
    expect(() => signupsProjection.evolve(row, unknown as never)).toThrow(/^Unhandled case: SignupNoted$/);
  });
});

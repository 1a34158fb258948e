import * as f from '../domain/testing/fixtures';
import { replay } from '../../../platform/projections/testing/replay';
import { signupsProjection } from './signups.projection';

describe('signups projection', () => {
  it('keeps the flags of a sign-up and who decided, with the history of decisions', () => {
    const docs = replay(signupsProjection, [f.signedUp('u1', 'awaiting', { radioAnswer: 2 }), f.rejected('u1'), f.approved('u1', 'A')], 'admin-7');
    expect(docs.get('s1:u1')).toMatchObject({
      userId: 'u1', serviceId: 's1', createdAt: f.AT, approved: true, rejected: false, onWaitlist: false, radioAnswer: 2, code: 'A',
      approvedBy: 'admin-7', rejectedBy: null,
      decisions: [{ action: 'rejected', by: 'admin-7' }, { action: 'approved', by: 'admin-7' }],
    });
  });

  it('takes a promoted member off the waitlist', () => {
    const docs = replay(signupsProjection, [f.signedUp('u1', 'waitlisted', { waitlistPriority: true }), f.promoted('u1', 'awaiting')], null);
    expect(docs.get('s1:u1')).toMatchObject({ onWaitlist: false, approved: false, rejected: false, waitlistPriority: true, decisions: [{ action: 'promoted', by: null }] });
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
});

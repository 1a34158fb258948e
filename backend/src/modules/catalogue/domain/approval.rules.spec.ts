import { deciderSpec } from '../../../shared/testing/decider-specification';
import { serviceDecider } from './service.decider';
import * as f from './testing/fixtures';

const spec = deciderSpec(serviceDecider);
const { open, signedUp, forUser } = f;
const needsApproval = (limit: number | null, more = {}) => open(limit, { needsApproval: true, ...more });

describe('approval (SPEC §2, §4)', () => {
  it('approves a sign-up awaiting approval', () =>
    spec.given([...needsApproval(2), signedUp('u1', 'awaiting')]).when(forUser('ApproveSignup', 'u1')).then([f.approved('u1')]));
  it('changes nothing when approving an approved sign-up', () =>
    spec.given([...needsApproval(2), signedUp('u1', 'awaiting'), f.approved('u1')]).when(forUser('ApproveSignup', 'u1')).then([]));
  it('rejects, and changes nothing when rejecting a rejected sign-up', () => {
    spec.given([...needsApproval(2), signedUp('u1', 'awaiting')]).when(forUser('RejectSignup', 'u1')).then([f.rejected('u1')]);
    spec.given([...needsApproval(2), signedUp('u1', 'awaiting'), f.rejected('u1')]).when(forUser('RejectSignup', 'u1')).then([]);
  });
  it('approves a rejected sign-up while a seat is free, else SERVICE_FULL', () => {
    spec.given([...needsApproval(1), signedUp('u1', 'awaiting'), f.rejected('u1')]).when(forUser('ApproveSignup', 'u1')).then([f.approved('u1', null, 'rejected')]);
    spec
      .given([...needsApproval(1), signedUp('u1', 'awaiting'), f.rejected('u1'), signedUp('u2', 'awaiting')])
      .when(forUser('ApproveSignup', 'u1'))
      .thenThrows('SERVICE_FULL');
  });
  it('lets an admin approve a waitlisted member straight into a free seat', () =>
    spec
      .given([...needsApproval(1, { waitlistAvailable: true }), signedUp('u1', 'awaiting'), signedUp('u2', 'waitlisted'), f.cancelled('u1')])
      .when(forUser('ApproveSignup', 'u2'))
      .then([f.approved('u2', null, 'waitlisted')]));
  it('takes a decision back with unapprove: approved or rejected → awaiting', () => {
    spec.given([...needsApproval(1), signedUp('u1', 'awaiting'), f.approved('u1')]).when(forUser('UnapproveSignup', 'u1')).then([f.unapproved('u1', 'approved')]);
    spec.given([...needsApproval(1), signedUp('u1', 'awaiting'), f.rejected('u1')]).when(forUser('UnapproveSignup', 'u1')).then([f.unapproved('u1', 'rejected')]);
    spec.given([...needsApproval(1), signedUp('u1', 'awaiting')]).when(forUser('UnapproveSignup', 'u1')).then([]);
  });
  it('deletes a sign-up, freeing its seat', () =>
    spec
      .given([...open(1), signedUp('u1')])
      .when(forUser('DeleteSignup', 'u1'))
      .then([f.deleted('u1', 'approved')]));
  it('answers SIGNUP_NOT_FOUND for decisions on nobody', () => {
    for (const type of ['ApproveSignup', 'RejectSignup', 'UnapproveSignup', 'DeleteSignup'] as const)
      spec.given(open(1)).when(forUser(type, 'u9')).thenThrows('SIGNUP_NOT_FOUND');
  });
  it('erases the sign-up of an erased person, and repeating it changes nothing', () => {
    spec.given([...open(1, { waitlistAvailable: true }), signedUp('u1'), signedUp('u2', 'waitlisted')]).when(forUser('EraseSignup', 'u2')).then([f.erased('u2', 'waitlisted')]);
    spec.given(open(1)).when(forUser('EraseSignup', 'u1')).then([]);
  });
  describe('a blocked member’s sign-ups (issue 41 §1)', () => {
    it('releases each of them, whatever its status, and repeating it changes nothing', () => {
      const given = [...open(1, { waitlistAvailable: true }), signedUp('u1'), signedUp('u2', 'waitlisted')];
      spec.given(given).when(forUser('ReleaseSignup', 'u1')).then([f.released('u1', 'approved')]);
      spec.given(given).when(forUser('ReleaseSignup', 'u2')).then([f.released('u2', 'waitlisted')]);
      spec.given([...given, f.released('u1')]).when(forUser('ReleaseSignup', 'u1')).then([]);
    });
    it('frees the seat for the waitlist', () =>
      spec
        .given([...open(1, { waitlistAvailable: true }), signedUp('u1'), signedUp('u2', 'waitlisted'), f.released('u1')])
        .when(f.promote)
        .then([f.promoted('u2')]));
    it('voids the code: the next member is handed a fresh one, never the blocked member’s', () =>
      spec
        .given([...open(1, { type: 1 }), f.codesAdded('A', 'B'), signedUp('u1', 'approved', { code: 'A' }), f.released('u1')])
        .when(f.signUp('u2'))
        .then([signedUp('u2', 'approved', { code: 'B' })]));
  });
});

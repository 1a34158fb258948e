import { CodeDrawer } from './code-pool';
import { freeSeats, holdsSeat } from './seats';
import { ApproveSignup, DeleteSignup, EraseSignup, RejectSignup, ReleaseSignup, UnapproveSignup } from './service.commands';
import * as errors from './catalogue.errors';
import { ServiceEvent } from './service.events';
import { ExistingService, Signup } from './service.state';

function existing(state: ExistingService, userId: string): Signup {
  const signup = state.signups.get(userId);
  if (!signup) throw errors.signupNotFound();
  return signup;
}

/** Taking a seat for a sign-up that holds none (rejected, waitlisted) needs a free one. */
function assertSeatFor(state: ExistingService, signup: Signup): void {
  if (!holdsSeat(signup) && freeSeats(state) === 0) throw errors.serviceFull();
}

/** Approving twice changes nothing (SPEC §4: the client still calls and shows the flags). */
export function approveSignup(state: ExistingService, { data }: ApproveSignup): ServiceEvent[] {
  const signup = existing(state, data.userId);
  if (signup.status === 'approved') return [];
  assertSeatFor(state, signup);
  const code = new CodeDrawer(state).next(data.userId, signup.code);
  return [{ type: 'SignupApproved', data: { serviceId: state.serviceId, userId: data.userId, from: signup.status, code } }];
}

export function rejectSignup(state: ExistingService, { data }: RejectSignup): ServiceEvent[] {
  const signup = existing(state, data.userId);
  if (signup.status === 'rejected') return [];
  return [{ type: 'SignupRejected', data: { serviceId: state.serviceId, userId: data.userId, from: signup.status } }];
}

/** Takes a decision back: approved or rejected → awaiting approval; the others are left as they are. */
export function unapproveSignup(state: ExistingService, { data }: UnapproveSignup): ServiceEvent[] {
  const signup = existing(state, data.userId);
  if (signup.status !== 'approved' && signup.status !== 'rejected') return [];
  assertSeatFor(state, signup);
  return [{ type: 'SignupUnapproved', data: { serviceId: state.serviceId, userId: data.userId, from: signup.status } }];
}

export function deleteSignup(state: ExistingService, { data }: DeleteSignup): ServiceEvent[] {
  const { status } = existing(state, data.userId);
  return [{ type: 'SignupDeleted', data: { serviceId: state.serviceId, userId: data.userId, from: status } }];
}

/** Repeatable: erasure jobs may run twice. */
export function eraseSignup(state: ExistingService, { data }: EraseSignup): ServiceEvent[] {
  const signup = state.signups.get(data.userId);
  return signup ? [{ type: 'SignupErased', data: { serviceId: state.serviceId, userId: data.userId, from: signup.status } }] : [];
}

/**
 * A blocked member's sign-up is removed like a staff deletion, its code stays spent (kept-codes.ts:
 * nobody else is ever handed it). Repeatable, as its job may run twice.
 */
export function releaseSignup(state: ExistingService, { data }: ReleaseSignup): ServiceEvent[] {
  const signup = state.signups.get(data.userId);
  if (!signup) return [];
  return [{ type: 'SignupDeleted', data: { serviceId: state.serviceId, userId: data.userId, from: signup.status, cause: 'member-blocked' } }];
}

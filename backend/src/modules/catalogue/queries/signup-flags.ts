import { statusHoldsSeat } from '../domain/seats';
import type { SignupStatus } from '../domain/service.events';

/** The flags the contract answers carry for a sign-up (the member's cards, the admin's rows and decisions). */
export interface SignupStatusFlags {
  /** Holds a seat: approved or awaiting approval. */
  signedUp: boolean;
  approved: boolean;
  rejected: boolean;
  onWaitlist: boolean;
  /** Any sign-up at all (seated, waitlisted or rejected): a new sign-up would fail with ALREADY_SIGNED_UP. */
  hasSignup: boolean;
}

/**
 * The one place a sign-up's status (null: none) becomes the flags a screen needs. The read model keeps
 * the status itself; each contract mapping (member view, sign-up rows, a decision's answer) reads it here.
 */
export function signupFlags(status: SignupStatus | null): SignupStatusFlags {
  return {
    signedUp: statusHoldsSeat(status),
    approved: status === 'approved',
    rejected: status === 'rejected',
    onWaitlist: status === 'waitlisted',
    hasSignup: status !== null,
  };
}

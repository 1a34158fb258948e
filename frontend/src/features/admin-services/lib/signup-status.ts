import type { SignupRowView } from '@backend/contract/admin-services';
import type { SignupStatus } from '@backend/modules/catalogue/domain/signup-status';

/**
 * A row's status, read from the flags the row carries: a decision answers only the flags (SignupFlags,
 * unchanged since issue 4) and the row takes them at once (SPEC §4), so the row has no status field to trust.
 */
export function signupStatus({ approved, rejected, onWaitlist }: Pick<SignupRowView, 'approved' | 'rejected' | 'onWaitlist'>): SignupStatus {
  if (rejected) return 'rejected';
  if (approved) return 'approved';
  if (onWaitlist) return 'waitlisted';
  return 'awaiting';
}

/** The row's tint by its status (SPEC §4: green approved, red rejected, grey waitlisted). */
export const SIGNUP_TINTS = { approved: 'green', rejected: 'red', waitlisted: 'grey', awaiting: 'none' } as const satisfies Record<SignupStatus, string>;

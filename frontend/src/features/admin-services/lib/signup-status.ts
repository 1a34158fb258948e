import type { SignupRowView } from '@backend/contract/admin-services';

export type SignupStatus = 'approved' | 'rejected' | 'waitlisted' | 'pending';

/** A sign-up's state; it also picks the row's tint (SPEC §4: green approved, red rejected, grey waitlisted). */
export function signupStatus({ approved, rejected, onWaitlist }: Pick<SignupRowView, 'approved' | 'rejected' | 'onWaitlist'>): SignupStatus {
  if (rejected) return 'rejected';
  if (approved) return 'approved';
  if (onWaitlist) return 'waitlisted';
  return 'pending';
}

export const SIGNUP_TINTS = { approved: 'green', rejected: 'red', waitlisted: 'grey', pending: 'none' } as const;

/** SPEC §9: sign-ups are sorted by createdAt ascending (ISO timestamps sort as text). */
export const byCreatedAt = (rows: readonly SignupRowView[]): SignupRowView[] =>
  [...rows].sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));

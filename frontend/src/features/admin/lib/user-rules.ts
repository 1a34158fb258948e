import { huAdmin } from '@/i18n/hu-admin';
import type { AdminUserView } from '@backend/contract/admin-users';

/** SPEC §4: waiting for staff; rejected (disabled) members are left out. */
export function isUnactivated(user: AdminUserView): boolean {
  return !user.activated && !user.rejected;
}

/** The "activated" table: reviewed members, disabled ones included so staff can find them (decisions.md). */
export function isReviewed(user: AdminUserView): boolean {
  return user.activated || user.rejected;
}

/** SPEC §3 status text. */
export function statusText(user: Pick<AdminUserView, 'activated' | 'rejected' | 'registered'>): string {
  const { status } = huAdmin.adminUsers;
  if (user.rejected) return status.rejected;
  if (user.activated) return user.registered ? status.activatedRegistered : status.activatedNotRegistered;
  return status.notActivated;
}

/** SPEC §5: an imported member who has not yet given their OM and education id. */
export function isSignupIncomplete(user: AdminUserView): boolean {
  return user.completionCode && !user.schoolOm && !user.personalId;
}

/** SPEC §5: the typed OM id equals the chosen school's OM id. */
export function schoolOmMatches(user: AdminUserView): boolean {
  return Boolean(user.schoolOm) && user.school !== null && user.schoolOm.trim() === user.school.om.trim();
}

import { UserDisabled, rejectionOf } from '../domain/user.events';

/**
 * What other modules may know of a block (issue 41 §1): that staff blocked this member, by id. The
 * event's address and name are the accounts module's own, for its mail.
 */
export type MemberBlockedEvent = UserDisabled;
export const MEMBER_BLOCKED_EVENT_TYPES = ['UserDisabled'] as const;

/** The blocked member's id, or null when the event rejected an application (who has no sign-ups). */
export const blockedMemberId = (data: UserDisabled['data']): string | null => (rejectionOf(data).rejected === 'member' ? data.userId : null);

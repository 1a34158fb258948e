import type { SignupStatus } from './signup-status';

/**
 * Whom a message to a service's participants goes to (issue 41 §7): those with a place (approved or
 * awaiting approval), those on the waitlist, or both. Rejected sign-ups are never written to.
 */
export const MESSAGE_AUDIENCES = ['seated', 'waitlisted', 'all'] as const;
export type MessageAudience = (typeof MESSAGE_AUDIENCES)[number];

const STATUSES: Record<MessageAudience, readonly SignupStatus[]> = {
  seated: ['approved', 'awaiting'],
  waitlisted: ['waitlisted'],
  all: ['approved', 'awaiting', 'waitlisted'],
};

export const audienceStatuses = (audience: MessageAudience): readonly SignupStatus[] => STATUSES[audience];

/** The longest subject and text staff may send (the subject is one line). */
export const MESSAGE_SUBJECT_MAX = 150;
export const MESSAGE_TEXT_MAX = 5000;

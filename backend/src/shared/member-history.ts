/**
 * A member's own account history as stable codes (issue 21): what the JSON export of "Adataim" says
 * happened, independent of the event names the log happens to use. Accounts maps its events onto
 * these; the Hungarian sentences live in `i18n/member-data-texts.ts`, keyed by them, so a new code does
 * not compile until it has its sentence.
 */
export const MEMBER_HISTORY_CODES = [
  'account.created',
  'application.submitted',
  'account.imported',
  'application.completed',
  'account.activated',
  'password.set',
  'account.disabled',
  'password.changed',
  'password.reset_requested',
  'password.reset',
  'profile.updated',
  'profile.check_requested',
  'contact.edited_by_staff',
  'partner.consent_granted',
  'partner.consent_revoked',
  'sessions.ended',
  'contact.email_changed_by_staff',
] as const;

export type MemberHistoryCode = (typeof MEMBER_HISTORY_CODES)[number];

/** Who did it: the member, a staff member (never named to the member), or the club on its own. */
export type MemberHistoryActor = 'self' | 'staff' | 'system';

/** The codes that name a partner site: their sentence ends in the partner's name. */
export const PARTNER_HISTORY_CODES: ReadonlySet<MemberHistoryCode> = new Set(['partner.consent_granted', 'partner.consent_revoked']);

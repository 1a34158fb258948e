/**
 * GET /live: small "this changed" notices, one per line of a server-sent-events stream (issue 13 §7).
 * They name what to read again, never the data itself.
 */
export type LiveNotice =
  /** A service's seats, waitlist or settings changed: its card and its admin rows. */
  | { topic: 'service'; serviceId: string }
  /** The member's own sign-up to this service changed (approved, promoted, a code arrived). */
  | { topic: 'signup'; serviceId: string }
  /** Staff: members applied or were imported. */
  | { topic: 'members' }
  /** Staff: a company applied. */
  | { topic: 'companies' }
  /**
   * The stream's session ended (signed out everywhere, a new password, the account disabled or erased,
   * staff rights lost with it): the last line of the stream, which the server then closes. The tab
   * ends the session as a 401 would.
   */
  | { topic: 'sessionEnded' };

/** JWT payload (DESIGN §5). The client decodes it to show the name and the Admin menu entry. */
export interface SessionClaims {
  sub: string;
  email: string;
  firstName: string;
  nickName: string;
  admin: boolean;
  /**
   * The account's session version when the token was issued (DESIGN §5): the guard refuses the token
   * once the account's version has moved past it. Tokens of earlier releases have none: they count as
   * version 0, so they end with the account's first ending too.
   */
  sessionVersion: number;
}

/** What a token says of the session it belongs to; what it lacks is read as "the least it could be". */
export interface SessionProof {
  sessionVersion?: unknown;
  admin?: unknown;
}

/** The signed-in user as guards found them (re-checked against the read model on every request). */
export interface SessionUser {
  id: string;
  email: string;
  admin: boolean;
  /** The account's current session version: what a download token made for this session carries. */
  sessionVersion: number;
}

export const SESSION_TTL_SECONDS = 12 * 3600;
export const LONG_SESSION_TTL_SECONDS = 30 * 24 * 3600;

/** The `aud` of each kind of token signed with the JWT secret: one kind is never taken for another. */
export const SESSION_AUDIENCE = 'session';
export const DOWNLOAD_AUDIENCE = 'download';

/** Answers whether an account may still act; implemented by the accounts module. */
export abstract class ActiveUserLookup {
  /**
   * The user, if still activated and registered and, when `session` (a token's claims) is given, if
   * that session is still theirs: its version is not behind the account's (no password reset or
   * change, disable or "sign out everywhere" since it was issued), and a token issued with staff rights
   * is not used after the account lost them.
   */
  abstract findActive(userId: string, session?: SessionProof): Promise<SessionUser | null>;
}

/** JWT payload (DESIGN §5). The client decodes it to show the name and the Admin menu entry. */
export interface SessionClaims {
  sub: string;
  email: string;
  firstName: string;
  nickName: string;
  admin: boolean;
}

/** The signed-in user as guards found them (re-checked against the read model on every request). */
export interface SessionUser {
  id: string;
  email: string;
  admin: boolean;
}

export const SESSION_TTL_SECONDS = 12 * 3600;
export const LONG_SESSION_TTL_SECONDS = 30 * 24 * 3600;

/** The `aud` of each kind of token signed with the JWT secret: one kind is never taken for another. */
export const SESSION_AUDIENCE = 'session';
export const DOWNLOAD_AUDIENCE = 'download';

/** Answers whether an account may still act; implemented by the accounts module. */
export abstract class ActiveUserLookup {
  /**
   * The user, if still activated and registered and, when `issuedAt` (a token's `iat`, in seconds) is
   * given, if their sessions were not ended after it (password reset, "sign out everywhere", disabling).
   */
  abstract findActive(userId: string, issuedAt?: number): Promise<SessionUser | null>;
}

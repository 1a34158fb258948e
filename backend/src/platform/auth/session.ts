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

/** Answers whether an account may still act; implemented by the accounts module. */
export abstract class ActiveUserLookup {
  abstract findActive(userId: string): Promise<SessionUser | null>;
}

import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { LONG_SESSION_TTL_SECONDS, SESSION_AUDIENCE, SESSION_TTL_SECONDS, SessionClaims } from './session';

/**
 * What a verified session token says: its claims and when it was issued. A token of an earlier release
 * has no session version (ActiveUserLookup reads it as 0).
 */
export type VerifiedSession = Readonly<Omit<SessionClaims, 'sessionVersion'> & { sessionVersion?: number; iat: number; exp: number }>;

/** Tokens whose signature was checked, kept so a member's next requests skip the check (bounded). */
const MAX_VERIFIED = 10_000;

@Injectable()
export class SessionTokens {
  private readonly verified = new Map<string, VerifiedSession>();

  constructor(private readonly jwt: JwtService) {}

  issue(claims: SessionClaims, stayLoggedIn: boolean): Promise<string> {
    return this.jwt.signAsync(
      { ...claims },
      { expiresIn: stayLoggedIn ? LONG_SESSION_TTL_SECONDS : SESSION_TTL_SECONDS, algorithm: 'HS256', audience: SESSION_AUDIENCE },
    );
  }

  /**
   * null for a missing, forged or expired token, one of another kind (a download token) and one without
   * an expiry. A token verified before is answered from memory until it expires: the same string cannot
   * carry other claims, and whether its user may still act is checked on every request anyway
   * (ActiveUserLookup, with the token's session version).
   */
  async verify(token: string): Promise<VerifiedSession | null> {
    const known = this.verified.get(token);
    if (known && known.exp * 1000 > Date.now()) return known;
    if (known) this.verified.delete(token);
    try {
      const claims = await this.jwt.verifyAsync<VerifiedSession>(token, { algorithms: ['HS256'], audience: SESSION_AUDIENCE });
      if (typeof claims.exp !== 'number' || typeof claims.iat !== 'number') return null;
      this.remember(token, claims);
      return claims;
    } catch {
      return null;
    }
  }

  private remember(token: string, claims: VerifiedSession): void {
    this.verified.delete(token);
    this.verified.set(token, Object.freeze(claims));
    // Oldest first out; expired entries go as they are met or pushed out.
    if (this.verified.size > MAX_VERIFIED) this.verified.delete(this.verified.keys().next().value!);
  }
}

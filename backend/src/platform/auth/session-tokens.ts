import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { LONG_SESSION_TTL_SECONDS, SESSION_TTL_SECONDS, SessionClaims } from './session';

/** Tokens whose signature was checked, kept so a member's next requests skip the check (bounded). */
const MAX_VERIFIED = 10_000;

@Injectable()
export class SessionTokens {
  private readonly verified = new Map<string, Readonly<SessionClaims & { exp: number }>>();

  constructor(private readonly jwt: JwtService) {}

  issue(claims: SessionClaims, stayLoggedIn: boolean): Promise<string> {
    return this.jwt.signAsync(
      { ...claims },
      { expiresIn: stayLoggedIn ? LONG_SESSION_TTL_SECONDS : SESSION_TTL_SECONDS, algorithm: 'HS256' },
    );
  }

  /**
   * null for a missing, forged or expired token. A token verified before is answered from memory until
   * it expires: the same string cannot carry other claims, and whether its user may still act is
   * checked on every request anyway (ActiveUserLookup).
   */
  async verify(token: string): Promise<SessionClaims | null> {
    const known = this.verified.get(token);
    if (known && known.exp * 1000 > Date.now()) return known;
    if (known) this.verified.delete(token);
    try {
      const claims = await this.jwt.verifyAsync<SessionClaims & { exp: number }>(token, { algorithms: ['HS256'] });
      this.remember(token, claims);
      return claims;
    } catch {
      return null;
    }
  }

  private remember(token: string, claims: SessionClaims & { exp: number }): void {
    this.verified.delete(token);
    this.verified.set(token, Object.freeze(claims));
    // Oldest first out; expired entries go as they are met or pushed out.
    if (this.verified.size > MAX_VERIFIED) this.verified.delete(this.verified.keys().next().value!);
  }
}

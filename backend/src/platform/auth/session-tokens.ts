import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { LONG_SESSION_TTL_SECONDS, SESSION_TTL_SECONDS, SessionClaims } from './session';

@Injectable()
export class SessionTokens {
  constructor(private readonly jwt: JwtService) {}

  issue(claims: SessionClaims, stayLoggedIn: boolean): Promise<string> {
    return this.jwt.signAsync(
      { ...claims },
      { expiresIn: stayLoggedIn ? LONG_SESSION_TTL_SECONDS : SESSION_TTL_SECONDS, algorithm: 'HS256' },
    );
  }

  /** null for a missing, forged or expired token. */
  async verify(token: string): Promise<SessionClaims | null> {
    try {
      return await this.jwt.verifyAsync<SessionClaims>(token, { algorithms: ['HS256'] });
    } catch {
      return null;
    }
  }
}

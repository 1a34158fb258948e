import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';

export const DOWNLOAD_TOKEN_TTL_SECONDS = 60;

/**
 * Short-lived tokens for links the browser opens without headers (exports, non-public files).
 * They carry the user id and a purpose, so a session token cannot be passed off as one.
 */
@Injectable()
export class DownloadTokens {
  constructor(private readonly jwt: JwtService) {}

  issue(userId: string): Promise<string> {
    return this.jwt.signAsync({ sub: userId, purpose: 'download' }, { expiresIn: DOWNLOAD_TOKEN_TTL_SECONDS });
  }

  /** The user id, or null for a missing, forged, expired or wrong-purpose token. */
  async verify(token: string | undefined): Promise<string | null> {
    if (!token) return null;
    try {
      const claims = await this.jwt.verifyAsync<{ sub: string; purpose: string }>(token);
      return claims.purpose === 'download' ? claims.sub : null;
    } catch {
      return null;
    }
  }
}

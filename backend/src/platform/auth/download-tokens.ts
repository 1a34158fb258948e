import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { DOWNLOAD_AUDIENCE } from './session';

export const DOWNLOAD_TOKEN_TTL_SECONDS = 60;

/**
 * Short-lived tokens for links the browser opens without headers (exports, non-public files).
 * Their own audience keeps them apart from session tokens both ways: a session token opens no download
 * link, and a download token (which travels in URLs) is refused by every API route.
 */
@Injectable()
export class DownloadTokens {
  constructor(private readonly jwt: JwtService) {}

  issue(userId: string): Promise<string> {
    return this.jwt.signAsync({ sub: userId }, { expiresIn: DOWNLOAD_TOKEN_TTL_SECONDS, algorithm: 'HS256', audience: DOWNLOAD_AUDIENCE });
  }

  /** The user id, or null for a missing, forged or expired token, or one of another kind. */
  async verify(token: string | undefined): Promise<string | null> {
    if (!token) return null;
    try {
      const claims = await this.jwt.verifyAsync<{ sub: string; exp?: number }>(token, { algorithms: ['HS256'], audience: DOWNLOAD_AUDIENCE });
      return typeof claims.exp === 'number' ? claims.sub : null;
    } catch {
      return null;
    }
  }
}

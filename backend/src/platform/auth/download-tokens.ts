import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { DOWNLOAD_AUDIENCE, SessionUser } from './session';

export const DOWNLOAD_TOKEN_TTL_SECONDS = 60;

/**
 * What a download token says (DESIGN §5): whose session made it and at which session version, so it
 * dies with that session; the one path it opens; and its own id, so it opens that path once.
 */
export interface DownloadClaims {
  sub: string;
  sessionVersion: number;
  /** Empty: made without a path, so it opens whichever link it is first used on. */
  path: string;
  jti: string;
}

/** A link's path as the token names it and the request arrives: without the query, each part decoded. */
export function downloadPath(url: string): string {
  const path = url.split(/[?#]/, 1)[0];
  return path
    .split('/')
    .map((part) => {
      try {
        return decodeURIComponent(part);
      } catch {
        return part;
      }
    })
    .join('/');
}

/**
 * Short-lived tokens for links the browser opens without headers (exports, non-public files).
 * Their own audience keeps them apart from session tokens both ways: a session token opens no download
 * link, and a download token (which travels in URLs) is refused by every API route.
 */
@Injectable()
export class DownloadTokens {
  constructor(private readonly jwt: JwtService) {}

  /**
   * A token of `session` for the link at `path` (and nothing else). Without a path (SPEC's plain
   * `GET /materials/downloadtoken`) the path is empty: the token opens the first link it is used on,
   * and being single-use, nothing after it.
   */
  issue(session: SessionUser, path?: string): Promise<string> {
    const claims: DownloadClaims = { sub: session.id, sessionVersion: session.sessionVersion, path: path ? downloadPath(path) : '', jti: randomUUID() };
    return this.jwt.signAsync(claims, { expiresIn: DOWNLOAD_TOKEN_TTL_SECONDS, algorithm: 'HS256', audience: DOWNLOAD_AUDIENCE });
  }

  /**
   * The claims, or null for a missing, forged or expired token, one of another kind, and one of an
   * earlier release (made for no path or session version: it opens nothing).
   */
  async verify(token: unknown): Promise<DownloadClaims | null> {
    if (typeof token !== 'string' || !token) return null;
    try {
      const claims = await this.jwt.verifyAsync<Partial<DownloadClaims> & { exp?: number }>(token, { algorithms: ['HS256'], audience: DOWNLOAD_AUDIENCE });
      const { sub, sessionVersion, path, jti, exp } = claims;
      const complete = typeof exp === 'number' && typeof sub === 'string' && typeof sessionVersion === 'number' && typeof path === 'string' && typeof jti === 'string';
      return complete ? { sub, sessionVersion, path, jti } : null;
    } catch {
      return null;
    }
  }
}

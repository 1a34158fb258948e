import { Inject, Injectable } from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import { forbidden, unauthenticated } from '../../shared/platform-errors';
import { DOWNLOAD_TOKEN_TTL_SECONDS, downloadPath, DownloadTokens } from './download-tokens';
import { ActiveUserLookup, SessionUser } from './session';

/** A request to a link opened with `?token=`: its address (the path is what the token must name). */
export interface DownloadRequest {
  url: string;
  query: unknown;
}

const TTL_MS = DOWNLOAD_TOKEN_TTL_SECONDS * 1000;

/**
 * Links the browser opens without headers (exports, non-public files) carry a 60-second download token
 * (GET /api/materials/downloadtoken?path=…). It opens the link it was made for (or, made without a
 * path, the first link it is used on), once, while the session
 * that made it lives: a token for another path, a second use, or one whose session has ended since
 * (sign out everywhere, a new password, disabling, erasure) is no token at all (401).
 */
@Injectable()
export class DownloadAccess {
  constructor(
    private readonly tokens: DownloadTokens,
    private readonly users: ActiveUserLookup,
    // The request limits' counts: in Redis when configured, so a token is spent for every api replica.
    @Inject(ThrottlerStorage) private readonly spent: ThrottlerStorage,
  ) {}

  async viewer(request: DownloadRequest): Promise<SessionUser | null> {
    const claims = await this.tokens.verify((request.query as { token?: unknown } | null)?.token);
    if (!claims || (claims.path !== '' && claims.path !== downloadPath(request.url))) return null;
    const viewer = await this.users.findActive(claims.sub, { sessionVersion: claims.sessionVersion });
    return viewer && (await this.spend(claims.jti)) ? viewer : null;
  }

  async admin(request: DownloadRequest): Promise<SessionUser> {
    const viewer = await this.viewer(request);
    if (!viewer) throw unauthenticated();
    if (!viewer.admin) throw forbidden();
    return viewer;
  }

  /** True the first time a token is used; false ever after (within its lifetime, which is all it has). */
  private async spend(tokenId: string): Promise<boolean> {
    const { totalHits } = await this.spent.increment(`download-token:${tokenId}`, TTL_MS, 1, TTL_MS, 'download-token');
    return totalHits === 1;
  }
}

import { Injectable } from '@nestjs/common';
import { DomainError } from '../../shared/domain-error';
import { DownloadTokens } from './download-tokens';
import { ActiveUserLookup, SessionUser } from './session';

/**
 * Links the browser opens without headers (exports, non-public files) carry a 60-second download
 * token (GET /api/materials/downloadtoken); it must belong to a user who is still active.
 */
@Injectable()
export class DownloadAccess {
  constructor(
    private readonly tokens: DownloadTokens,
    private readonly users: ActiveUserLookup,
  ) {}

  async viewer(token: string | undefined): Promise<SessionUser | null> {
    const userId = await this.tokens.verify(token);
    return userId ? this.users.findActive(userId) : null;
  }

  async admin(token: string | undefined): Promise<SessionUser> {
    const viewer = await this.viewer(token);
    if (!viewer) throw new DomainError('UNAUTHENTICATED', 'unauthenticated');
    if (!viewer.admin) throw new DomainError('FORBIDDEN', 'forbidden');
    return viewer;
  }
}

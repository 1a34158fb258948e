import { Injectable } from '@nestjs/common';
import { ActiveUserLookup, SessionUser } from '../../../platform/auth/session';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { USERS, UserDoc } from '../projections/users.projection';

/**
 * Whether the member's sessions were ended after a token was issued. `iat` counts whole seconds, so a
 * token issued in the very second of a reset (the member signing in again at once) still counts as new.
 */
const endedAfter = (user: UserDoc, issuedAt: number) =>
  Boolean(user.sessionsFrom) && issuedAt < Math.floor(Date.parse(user.sessionsFrom!) / 1000);

/** Guards ask this on every request, so a disabled or deleted member loses access at once. */
@Injectable()
export class ReadModelActiveUserLookup extends ActiveUserLookup {
  constructor(private readonly readStore: ReadStore) {
    super();
  }

  async findActive(userId: string, issuedAt?: number): Promise<SessionUser | null> {
    const user = await this.readStore.collection<UserDoc>(USERS).get(userId);
    if (!user || user.status !== 'activated' || !user.registered) return null;
    if (issuedAt !== undefined && endedAfter(user, issuedAt)) return null;
    return { id: user._id, email: user.email, admin: user.admin };
  }
}

import { Injectable } from '@nestjs/common';
import { ActiveUserLookup, SessionProof, SessionUser } from '../../../platform/auth/session';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { USERS, UserDoc } from '../projections/users.projection';

/**
 * Whether a session of the member has ended since the token was issued: its version is not the
 * account's (a token of an earlier release, without one, counts as 0), or it was issued with staff
 * rights the account no longer has.
 */
function ended(user: UserDoc, session: SessionProof): boolean {
  const tokenVersion = typeof session.sessionVersion === 'number' ? session.sessionVersion : 0;
  return tokenVersion !== (user.sessionVersion ?? 0) || (session.admin === true && !user.admin);
}

/** Guards ask this on every request, so a disabled or deleted member loses access at once. */
@Injectable()
export class ReadModelActiveUserLookup extends ActiveUserLookup {
  constructor(private readonly readStore: ReadStore) {
    super();
  }

  async findActive(userId: string, session?: SessionProof): Promise<SessionUser | null> {
    const user = await this.readStore.collection(USERS).get(userId);
    if (!user || user.status !== 'activated' || !user.registered) return null;
    if (session && ended(user, session)) return null;
    return { id: user._id, email: user.email, admin: user.admin, sessionVersion: user.sessionVersion ?? 0 };
  }
}

import { Injectable } from '@nestjs/common';
import { ActiveUserLookup, SessionUser } from '../../../platform/auth/session';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { USERS, UserDoc } from '../projections/users.projection';

/** Guards ask this on every request, so a disabled or deleted member loses access at once. */
@Injectable()
export class ReadModelActiveUserLookup extends ActiveUserLookup {
  constructor(private readonly readStore: ReadStore) {
    super();
  }

  async findActive(userId: string): Promise<SessionUser | null> {
    const user = await this.readStore.collection<UserDoc>(USERS).get(userId);
    if (!user || user.status !== 'activated' || !user.registered) return null;
    return { id: user._id, email: user.email, admin: user.admin };
  }
}

import { Injectable } from '@nestjs/common';
import { EventStore } from '../../../platform/event-store/event-store.port';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { DomainError } from '../../../shared/domain-error';
import { userStream } from '../domain/user.events';
import { USERS, UserDoc } from '../projections/users.projection';
import { toProfile } from '../queries/get-profile';
import type { ProfileView } from '../../../contract/profile';

/** One entry of a member's own account history: what happened, when, and whether they did it. */
export interface AccountHistoryEntry {
  event: string;
  at: string;
  /** 'self' when the member did it, 'staff' for a staff member (never named), 'system' otherwise. */
  by: 'self' | 'staff' | 'system';
}

/** What accounts lets other modules read of one member for that member: the profile and its history. */
@Injectable()
export class MemberRecord {
  constructor(
    private readonly readStore: ReadStore,
    private readonly store: EventStore,
  ) {}

  async profile(userId: string): Promise<ProfileView> {
    const doc = await this.readStore.collection<UserDoc>(USERS).get(userId);
    if (!doc) throw new DomainError('UNAUTHENTICATED', 'unauthenticated');
    return toProfile(doc);
  }

  /** The member's own stream, without its data (codes and hashes never leave the server). */
  async history(userId: string): Promise<AccountHistoryEntry[]> {
    const events = await this.store.readStream(userStream(userId));
    return events.map((event) => ({
      event: event.type,
      at: event.metadata.occurredAt,
      by: event.metadata.actorId === userId ? 'self' : event.metadata.actorId ? 'staff' : 'system',
    }));
  }
}

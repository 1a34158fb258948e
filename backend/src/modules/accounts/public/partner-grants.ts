import { Injectable } from '@nestjs/common';
import { CommandMeta } from '../../../platform/commands/command-meta';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { userDecider } from '../domain/user.decider';
import { userStream } from '../domain/user.events';
import { USERS } from '../projections/users.projection';
import { schoolReader } from '../../reference/public/schools';

export type { PartnerConsentGranted, PartnerConsentRevoked } from '../domain/user.events';

/** What a partner site may receive of a member, by SPEC §1's names. */
export interface SharedProfile {
  name: string;
  email: string;
  school: string;
  city: string;
}

/**
 * Partner sign-in as accounts lets other modules do it: grants and revocations go to the member's own
 * stream (their history), and the data a partner may receive is read here, where members live.
 */
@Injectable()
export class PartnerGrants {
  private readonly user = this.runner.for(userDecider, userStream);

  constructor(
    private readonly runner: CommandRunner,
    private readonly readStore: ReadStore,
  ) {}

  async grant(userId: string, partnerId: string, data: string[], meta: CommandMeta): Promise<void> {
    await this.user(userId, { type: 'GrantPartnerConsent', data: { partnerId, data } }, meta);
  }

  async revoke(userId: string, partnerId: string, meta: CommandMeta): Promise<void> {
    await this.user(userId, { type: 'RevokePartnerConsent', data: { partnerId } }, meta);
  }

  async profile(userId: string): Promise<SharedProfile | null> {
    const user = await this.readStore.collection(USERS).get(userId);
    if (!user) return null;
    const school = user.schoolId ? await schoolReader(this.readStore).get(user.schoolId) : null;
    return { name: `${user.lastName} ${user.firstName}`.trim(), email: user.email, school: school?.name ?? '', city: user.city };
  }
}

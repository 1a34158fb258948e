import { Injectable } from '@nestjs/common';
import { CommandMeta } from '../../../platform/commands/command-meta';
import { UserCommand } from '../domain/user.commands';
import { MembershipCommands } from './membership-commands';
import { UserAccounts } from './user-accounts';

type ProfileFields = Extract<UserCommand, { type: 'UpdateProfile' }>['data'];

@Injectable()
export class ProfileCommands {
  constructor(
    private readonly accounts: UserAccounts,
    private readonly membership: MembershipCommands,
  ) {}

  /** Saving the profile also answers a pending data check (needsProfileCheck clears). */
  async update(userId: string, fields: ProfileFields, meta: CommandMeta): Promise<void> {
    await this.membership.assertSchoolExists(fields.schoolId);
    await this.accounts.run(userId, { type: 'UpdateProfile', data: fields }, meta);
  }
}

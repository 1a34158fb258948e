import { Injectable } from '@nestjs/common';
import { CommandMeta } from '../../../platform/commands/command-meta';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { hashPassword } from '../../../platform/auth/password-hasher';
import { Client } from '../../../platform/guesses/known-clients';
import { UserCommand } from '../domain/user.commands';
import { userDecider } from '../domain/user.decider';
import { UserErased, userStream } from '../domain/user.events';
import { Erasure } from '../erasure/erasure';
import { MembershipCommands } from './membership-commands';
import { PasswordCheck } from '../sign-in/password-check';
import { UserAccounts } from '../user-streams/user-accounts';

type ProfileFields = Extract<UserCommand, { type: 'UpdateProfile' }>['data'];

@Injectable()
export class ProfileCommands {
  private readonly user = this.runner.for(userDecider, userStream);

  constructor(
    private readonly runner: CommandRunner,
    private readonly accounts: UserAccounts,
    private readonly membership: MembershipCommands,
    private readonly erasure: Erasure,
    private readonly passwords: PasswordCheck,
  ) {}

  /** Saving the profile also answers a pending data check (needsProfileCheck clears). */
  async update(userId: string, fields: ProfileFields, meta: CommandMeta): Promise<void> {
    await this.membership.assertSchoolExists(fields.schoolId);
    await this.user(userId, { type: 'UpdateProfile', data: fields }, meta);
  }

  /** "Sign out everywhere": every session token of the member issued until now stops working. */
  async endSessions(userId: string, meta: CommandMeta): Promise<void> {
    await this.user(userId, { type: 'EndSessions', data: {} }, meta);
  }

  /**
   * The member's own password change, with the current password (under the sign-in backoff). Every
   * session ends with it, this one too: the caller issues the asking device a new token.
   */
  async changePassword(userId: string, currentPassword: string, newPassword: string, client: Client, meta: CommandMeta): Promise<void> {
    const state = await this.accounts.load(userId);
    const data = (await this.passwords.matches(state, currentPassword, client))
      ? { passwordMatches: true as const, passwordHash: await hashPassword(newPassword) }
      : { passwordMatches: false as const };
    await this.user(userId, { type: 'ChangeOwnPassword', data }, meta);
  }

  /** The member's own erasure: the same as staff's, once the password typed again matches (under the sign-in backoff). */
  async eraseSelf(userId: string, password: string, client: Client, meta: CommandMeta): Promise<void> {
    const state = await this.accounts.load(userId);
    const passwordMatches = await this.passwords.matches(state, password, client);
    const erased = userDecider.decide({ type: 'EraseSelf', data: { passwordMatches } }, state, meta) as UserErased[];
    await this.erasure.carryOut(userId, state.status === 'none' ? undefined : state.email, erased, meta);
  }
}

import { Injectable } from '@nestjs/common';
import { CommandMeta } from '../../../platform/commands/command-meta';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { ValidationFailed } from '../../../shared/domain-error';
import { userDecider } from '../domain/user.decider';
import { ContactDetails, ImportedMember, userStream } from '../domain/user.events';
import { wrongEmail } from '../domain/accounts.errors';
import { UserAccounts } from '../user-streams/user-accounts';
import { schoolReader } from '../../reference/public/schools';

export interface TeacherApplication extends ContactDetails {
  schoolId: string;
  schoolOm: string;
  personalId: string;
}

/** Applying, importing and asking for a new password: the steps before staff review. */
@Injectable()
export class MembershipCommands {
  private readonly user = this.runner.for(userDecider, userStream);

  constructor(
    private readonly runner: CommandRunner,
    private readonly accounts: UserAccounts,
    private readonly readStore: ReadStore,
  ) {}

  async isEmailTaken(email: string): Promise<boolean> {
    return (await this.accounts.loadByEmail(email)).state.status !== 'none';
  }

  async assertSchoolExists(schoolId: string): Promise<void> {
    // Schools are the reference module's; an application must name one of them.
    if (!(await schoolReader(this.readStore).get(schoolId))) {
      throw new ValidationFailed([{ field: 'schoolId', code: 'schoolNotFound' }]);
    }
  }

  async applyAsTeacher(application: TeacherApplication, meta: CommandMeta): Promise<string> {
    await this.assertSchoolExists(application.schoolId);
    const userId = await this.accounts.claimEmail(application.email, meta);
    await this.user(userId, { type: 'ApplyAsTeacher', data: { ...application, userId } }, meta);
    return userId;
  }

  async importMember(member: ImportedMember, meta: CommandMeta): Promise<string> {
    const userId = await this.accounts.claimEmail(member.email, meta);
    const { codeId, codeHash } = this.accounts.newCode();
    await this.user(userId, { type: 'ImportMember', data: { ...member, userId, code: { codeId, codeHash } } }, meta);
    return userId;
  }

  async requestPasswordReset(email: string, meta: CommandMeta): Promise<void> {
    const { state } = await this.accounts.loadByEmail(email);
    if (state.status === 'none') throw wrongEmail();
    const { codeId, codeHash } = this.accounts.newCode();
    await this.user(state.userId, { type: 'RequestPasswordReset', data: { code: { codeId, codeHash } } }, meta);
  }
}

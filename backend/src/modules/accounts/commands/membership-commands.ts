import { Injectable } from '@nestjs/common';
import { CommandMeta } from '../../../platform/commands/command-meta';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { ValidationFailed } from '../../../shared/domain-error';
import { ContactDetails } from '../domain/user.events';
import { resetWrongEmail } from '../domain/user.errors';
import { UserAccounts } from './user-accounts';

export interface TeacherApplication extends ContactDetails {
  schoolId: string;
  schoolOm: string;
  personalId: string;
}

/** Schools live in the reference module's read model; an application must name one of them. */
export const SCHOOLS = 'schools';

/** Applying, importing and asking for a new password: the steps before staff review. */
@Injectable()
export class MembershipCommands {
  constructor(
    private readonly accounts: UserAccounts,
    private readonly readStore: ReadStore,
  ) {}

  async isEmailTaken(email: string): Promise<boolean> {
    return (await this.accounts.loadByEmail(email)).state.status !== 'none';
  }

  async assertSchoolExists(schoolId: string): Promise<void> {
    if (!(await this.readStore.collection(SCHOOLS).get(schoolId))) {
      throw new ValidationFailed([{ field: 'schoolId', code: 'schoolNotFound' }]);
    }
  }

  async applyAsTeacher(application: TeacherApplication, meta: CommandMeta): Promise<string> {
    await this.assertSchoolExists(application.schoolId);
    const userId = await this.accounts.claimEmail(application.email, meta);
    await this.accounts.run(userId, { type: 'ApplyAsTeacher', data: { ...application, userId, now: meta.now } }, meta);
    return userId;
  }

  async importMember(member: ContactDetails, meta: CommandMeta): Promise<string> {
    const userId = await this.accounts.claimEmail(member.email, meta);
    const { codeId, codeHash } = this.accounts.newCode();
    await this.accounts.run(userId, { type: 'ImportMember', data: { ...member, userId, code: { codeId, codeHash }, now: meta.now } }, meta);
    return userId;
  }

  async requestPasswordReset(email: string, meta: CommandMeta): Promise<void> {
    const { state } = await this.accounts.loadByEmail(email);
    if (state.status === 'none') throw resetWrongEmail();
    const { codeId, codeHash } = this.accounts.newCode();
    await this.accounts.run(state.userId, { type: 'RequestPasswordReset', data: { code: { codeId, codeHash }, now: meta.now } }, meta);
  }
}

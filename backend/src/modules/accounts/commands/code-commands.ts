import { Injectable } from '@nestjs/common';
import { hashPassword } from '../../../platform/auth/password-hasher';
import { SingleUseCodes } from '../../../platform/auth/single-use-codes';
import { CommandMeta } from '../../../platform/commands/command-meta';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { CodeKind } from '../domain/code-policy';
import { userDecider } from '../domain/user.decider';
import { invalidCode } from '../domain/user.errors';
import { userStream } from '../domain/user.events';
import { USERS, UserDoc } from '../projections/users.projection';
import { UserAccounts } from '../user-streams/user-accounts';

export interface CodeOwner {
  userId: string;
  email: string;
  firstName: string;
}

/** The three kinds of single-use links: verify one, and spend one together with a new password. */
@Injectable()
export class CodeCommands {
  private readonly user = this.runner.for(userDecider, userStream);

  constructor(
    private readonly runner: CommandRunner,
    private readonly accounts: UserAccounts,
    private readonly readStore: ReadStore,
  ) {}

  /** INVALID_CODE for an unknown, used or expired code; otherwise whose it is. Appends nothing. */
  async verify(kind: CodeKind, code: string, meta: CommandMeta): Promise<CodeOwner> {
    const userId = await this.accounts.findByCode(kind, code);
    if (userId === null) throw invalidCode();
    await this.user(userId, { type: 'CheckCode', data: { kind, codeHash: SingleUseCodes.hash(code) } }, meta);
    const user = await this.readStore.collection<UserDoc>(USERS).get(userId);
    if (!user) throw invalidCode();
    return { userId, email: user.email, firstName: user.firstName };
  }

  async setPassword(code: string, password: string, meta: CommandMeta): Promise<CodeOwner> {
    const owner = await this.verify('activation', code, meta);
    const passwordHash = await hashPassword(password);
    const codeHash = SingleUseCodes.hash(code);
    await this.user(owner.userId, { type: 'SetPasswordWithActivation', data: { codeHash, passwordHash } }, meta);
    return owner;
  }

  async resetPassword(code: string, password: string, meta: CommandMeta): Promise<void> {
    const owner = await this.verify('reset', code, meta);
    const passwordHash = await hashPassword(password);
    await this.user(owner.userId, { type: 'ResetPassword', data: { codeHash: SingleUseCodes.hash(code), passwordHash } }, meta);
  }

  async completeSignup(code: string, fields: { phone: string; schoolOm: string; personalId: string; password: string }, meta: CommandMeta): Promise<void> {
    const owner = await this.verify('completion', code, meta);
    const { password, ...data } = fields;
    const passwordHash = await hashPassword(password);
    await this.user(owner.userId, { type: 'CompleteSignup', data: { ...data, codeHash: SingleUseCodes.hash(code), passwordHash } }, meta);
  }
}

export type { CodeKind };

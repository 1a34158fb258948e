import { Injectable } from '@nestjs/common';
import { hashPassword } from '../../../platform/auth/password-hasher';
import { SingleUseCodes } from '../../../platform/auth/single-use-codes';
import { CommandMeta } from '../../../platform/commands/command-meta';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { GuessLimiter } from '../../../platform/guesses/guess-limiter';
import { CODE_GUESSES } from '../../../platform/guesses/guess-policy';
import { Client, KnownClients } from '../../../platform/guesses/known-clients';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { CodeKind } from '../domain/code-policy';
import { userDecider } from '../domain/user.decider';
import { invalidCode } from '../domain/accounts.errors';
import { userStream } from '../domain/user.events';
import { USERS } from '../projections/users.projection';
import { PasswordCheck } from '../sign-in/password-check';
import { UserAccounts } from '../user-streams/user-accounts';
import { schoolReader } from '../../reference/public/schools';
import { CompletionCodeOwner } from '../../../contract/account';
import { MembershipCommands } from './membership-commands';

export interface CodeOwner {
  userId: string;
  email: string;
  firstName: string;
}

/**
 * The three kinds of single-use links: verify one, and spend one together with a new password. Each
 * presented code is a guess counted per client address before it is looked up (issue 38 §1): a code
 * cannot be guessed, but a scan of them stops after a few, however many arrive at once.
 */
@Injectable()
export class CodeCommands {
  private readonly user = this.runner.for(userDecider, userStream);

  constructor(
    private readonly runner: CommandRunner,
    private readonly accounts: UserAccounts,
    private readonly readStore: ReadStore,
    private readonly guesses: GuessLimiter,
    private readonly known: KnownClients,
    private readonly passwords: PasswordCheck,
    private readonly membership: MembershipCommands,
  ) {}

  /** INVALID_CODE for an unknown, used or expired code; otherwise whose it is. Appends nothing. */
  verify(kind: CodeKind, code: string, client: Client, meta: CommandMeta): Promise<CodeOwner> {
    return this.guesses.attempt(`code:${this.known.addressTag('codes', client.address)}`, CODE_GUESSES, () => this.ownerOf(kind, code, meta));
  }

  private async ownerOf(kind: CodeKind, code: string, meta: CommandMeta): Promise<CodeOwner> {
    const userId = await this.accounts.findByCode(kind, code);
    if (userId === null) throw invalidCode();
    await this.user(userId, { type: 'CheckCode', data: { kind, codeHash: SingleUseCodes.hash(code) } }, meta);
    const user = await this.readStore.collection(USERS).get(userId);
    if (!user) throw invalidCode();
    return { userId, email: user.email, firstName: user.firstName };
  }

  async setPassword(code: string, password: string, client: Client, meta: CommandMeta): Promise<CodeOwner> {
    const owner = await this.verify('activation', code, client, meta);
    const passwordHash = await hashPassword(password);
    const codeHash = SingleUseCodes.hash(code);
    await this.user(owner.userId, { type: 'SetPasswordWithActivation', data: { codeHash, passwordHash } }, meta);
    return owner;
  }

  /** The owner proved they read the account's mail: strangers' wrong passwords no longer keep them waiting. */
  async resetPassword(code: string, password: string, client: Client, meta: CommandMeta): Promise<void> {
    const owner = await this.verify('reset', code, client, meta);
    const passwordHash = await hashPassword(password);
    await this.user(owner.userId, { type: 'ResetPassword', data: { codeHash: SingleUseCodes.hash(code), passwordHash } }, meta);
    await this.passwords.ownerProven(owner.userId);
  }

  /**
   * What the completion form starts from (issue 41 §4), to the holder of a live code only: the phone
   * and OM id staff imported, and the school that OM id names in the reference data.
   */
  async completionStart(code: string, client: Client, meta: CommandMeta): Promise<CompletionCodeOwner> {
    const { userId, email, firstName } = await this.verify('completion', code, client, meta);
    const user = await this.readStore.collection(USERS).get(userId);
    const schoolOm = user?.schoolOm ?? '';
    const school = schoolOm ? await schoolReader(this.readStore).byOm(schoolOm) : null;
    return { email, firstName, phone: user?.phone ?? '', schoolOm, school: school && { id: school._id, name: school.name, city: school.city } };
  }

  async completeSignup(
    code: string,
    fields: { phone: string; schoolOm: string; personalId: string; password: string; schoolId?: string },
    client: Client,
    meta: CommandMeta,
  ): Promise<void> {
    const owner = await this.verify('completion', code, client, meta);
    const { password, schoolId: picked, ...data } = fields;
    const schoolId = await this.schoolOf(picked, data.schoolOm);
    const passwordHash = await hashPassword(password);
    await this.user(owner.userId, { type: 'CompleteSignup', data: { ...data, ...(schoolId ? { schoolId } : {}), codeHash: SingleUseCodes.hash(code), passwordHash } }, meta);
  }

  /**
   * The school picked (it must exist), else the one the OM id names: a member who typed a known OM id
   * is not left without a school, which their profile could then not be saved without.
   */
  private async schoolOf(picked: string | undefined, schoolOm: string): Promise<string | null> {
    if (picked === undefined) return (await schoolReader(this.readStore).byOm(schoolOm))?._id ?? null;
    await this.membership.assertSchoolExists(picked);
    return picked;
  }
}

export type { CodeKind };

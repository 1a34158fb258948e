import { Injectable } from '@nestjs/common';
import { CommandMeta } from '../../../platform/commands/command-meta';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { EventStore } from '../../../platform/event-store/event-store.port';
import { IdGenerator } from '../../../platform/clock/clock';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { SingleUseCodes } from '../../../platform/auth/single-use-codes';
import { CodeKind } from '../domain/code-policy';
import { emailClaimDecider } from '../domain/email-claim.decider';
import { emailStream } from './email-stream';
import { NewCode } from '../domain/user.commands';
import { userDecider } from '../domain/user.decider';
import { userStream } from '../domain/user.events';
import { UserState } from '../domain/user.state';
import { USER_CODES } from '../projections/user-codes.projection';
import { loadUserByEmail } from './load-user';

/**
 * What the accounts' command services share besides their own binding of the user decider: a member's
 * state by id or e-mail, e-mail claims and single-use code lookups.
 */
@Injectable()
export class UserAccounts {
  private readonly emailClaim = this.runner.for(emailClaimDecider, emailStream);

  constructor(
    private readonly store: EventStore,
    private readonly runner: CommandRunner,
    private readonly readStore: ReadStore,
    private readonly ids: IdGenerator,
    private readonly codes: SingleUseCodes,
  ) {}

  async load(userId: string): Promise<UserState> {
    return this.runner.readState(userStream(userId), userDecider);
  }

  loadByEmail(email: string) {
    return loadUserByEmail(this.runner, email);
  }

  /**
   * Claims the e-mail for a new user and returns the id to create them under. A claim whose user stream
   * is empty was left by a crash between the two appends: its id is reused instead of refusing forever.
   */
  async claimEmail(email: string, meta: CommandMeta): Promise<string> {
    const { ownerId, state } = await this.loadByEmail(email);
    if (ownerId !== null && state.status === 'none') return ownerId;
    const userId = this.ids.newId();
    await this.claimEmailFor(email, userId, meta);
    return userId;
  }

  /** Claims the e-mail for this user (EMAIL_TAKEN when someone else holds it). */
  async claimEmailFor(email: string, userId: string, meta: CommandMeta): Promise<void> {
    await this.emailClaim(email, { type: 'ClaimEmail', data: { userId } }, meta);
  }

  /** Frees an e-mail (erasure, or an admin changing the address): it may be registered again. */
  releaseEmail(email: string): Promise<void> {
    return this.store.deleteStream(emailStream(email));
  }

  newCode(): NewCode & { code: string } {
    const codeId = this.codes.newCodeId();
    const code = this.codes.codeFor(codeId);
    return { codeId, code, codeHash: SingleUseCodes.hash(code) };
  }

  /** The member whose live code of this kind has this hash, if any. */
  async findByCode(kind: CodeKind, code: string): Promise<string | null> {
    const doc = await this.readStore.collection(USER_CODES).findOne({ [kind]: SingleUseCodes.hash(code) });
    return doc?._id ?? null;
  }
}

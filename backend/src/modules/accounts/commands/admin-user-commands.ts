import { Injectable } from '@nestjs/common';
import { CommandMeta } from '../../../platform/commands/command-meta';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { BulkReview, BulkReviewOutcome } from '../../../contract/admin-users';
import { DomainError } from '../../../shared/domain-error';
import { EventStore } from '../../../platform/event-store/event-store.port';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { eraseUser } from '../domain/staff.rules';
import { userDecider } from '../domain/user.decider';
import { userNotFound } from '../domain/accounts.errors';
import { ContactDetails, userStream } from '../domain/user.events';
import { USERS } from '../projections/users.projection';
import { Erasure } from '../erasure/erasure';
import { UserAccounts } from '../user-streams/user-accounts';

/** Staff decisions on members (SPEC §2 /klub/admin/felhasznalok). */
@Injectable()
export class AdminUserCommands {
  private readonly user = this.runner.for(userDecider, userStream);

  constructor(
    private readonly accounts: UserAccounts,
    private readonly runner: CommandRunner,
    private readonly store: EventStore,
    private readonly readStore: ReadStore,
    private readonly erasure: Erasure,
  ) {}

  async activate(userId: string, meta: CommandMeta): Promise<void> {
    const { codeId, codeHash } = this.accounts.newCode();
    await this.user(userId, { type: 'ActivateUser', data: { code: { codeId, codeHash } } }, meta);
  }

  /** A reject or a block, with the reason as staff typed it (the decider trims it). */
  async disable(userId: string, reason: string | undefined, meta: CommandMeta): Promise<void> {
    await this.user(userId, { type: 'DisableUser', data: { reason: reason ?? null } }, meta);
  }

  /**
   * Activates or rejects several applicants (issue 41 §7), each as its own command, so each is mailed
   * and on the trail; one refused does not stop the rest. A rejection here never blocks a member.
   */
  async reviewMany(action: BulkReview, userIds: string[], meta: CommandMeta): Promise<BulkReviewOutcome[]> {
    const outcomes: BulkReviewOutcome[] = [];
    for (const userId of userIds) {
      try {
        if (action === 'activate') await this.activate(userId, meta);
        else await this.rejectApplicant(userId, meta);
        outcomes.push({ userId, done: true });
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        outcomes.push({ userId, error: error.code });
      }
    }
    return outcomes;
  }

  private async rejectApplicant(userId: string, meta: CommandMeta): Promise<void> {
    await this.user(userId, { type: 'DisableUser', data: { reason: null, applicationOnly: true } }, meta);
  }

  /** Erasure by staff (DESIGN §3); a leftover read-model row of a half-finished erasure is finished too. */
  async erase(userId: string, meta: CommandMeta): Promise<void> {
    const user = await this.readStore.collection(USERS).get(userId);
    const state = await this.accounts.load(userId);
    const command = { type: 'EraseUser' as const, data: { userId, leftovers: user !== null } };
    // Decided like every command, but not appended to the person's stream, which is deleted.
    const erased = eraseUser(state, command, meta);
    await this.erasure.carryOut(userId, state.status !== 'none' ? state.email : user?.email, erased, meta);
  }

  /** Staff may correct contact details; a new e-mail must be free, and the old one is released. */
  async edit(userId: string, contact: ContactDetails, meta: CommandMeta): Promise<void> {
    const state = await this.accounts.load(userId);
    if (state.status === 'none') throw userNotFound();
    const emailChanged = state.email !== contact.email;
    if (emailChanged) await this.accounts.claimEmailFor(contact.email, userId, meta);
    const { codeId, codeHash } = this.accounts.newCode();
    await this.user(userId, { type: 'EditUser', data: { ...contact, code: { codeId, codeHash } } }, meta);
    if (emailChanged) await this.accounts.releaseEmail(state.email);
  }

  /** Asks every activated member to check their data at their next visit; answers how many. */
  async requestProfileCheck(meta: CommandMeta): Promise<number> {
    const members = await this.readStore.collection(USERS).find({ where: { status: 'activated', admin: false } });
    let asked = 0;
    for (const member of members) {
      const { events } = await this.user(member._id, { type: 'RequestProfileCheck', data: {} }, meta);
      asked += events.length;
    }
    return asked;
  }
}

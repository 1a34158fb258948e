import { Injectable } from '@nestjs/common';
import { CommandMeta, eventMetadata } from '../../../platform/commands/command-meta';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { ErasureSweep } from '../../../platform/erasure/erasure-sweep';
import { EventStore } from '../../../platform/event-store/event-store.port';
import { ERASURES_STREAM, UserErased, userStream } from '../domain/user.events';
import { UserAccounts } from '../user-streams/user-accounts';

/**
 * Carries out an erasure the user decider decided (DESIGN §3), for staff and for the member alike:
 * the PII-free `UserErased` first (every read model drops the person's rows), then the person's own
 * stream, and the e-mail claim last, so no new account with that address can reach a read model
 * before the erasure does. Then the disk (issue 22 §1): their mails in the outbox, and the SQLite
 * WAL that still holds their deleted rows. A crash in between is finished by repeating the call.
 */
@Injectable()
export class Erasure {
  constructor(
    private readonly accounts: UserAccounts,
    private readonly runner: CommandRunner,
    private readonly store: EventStore,
    private readonly sweep: ErasureSweep,
  ) {}

  async carryOut(userId: string, email: string | undefined, erased: UserErased[], meta: CommandMeta): Promise<void> {
    const stream = userStream(userId);
    const addresses = await this.addressesOf(stream, email);
    const { position } = await this.store.append(ERASURES_STREAM, erased.map((event) => ({ ...event, metadata: eventMetadata(meta) })), 'any');
    await this.store.deleteStream(stream);
    await this.runner.waitForProjections(position);
    if (email) await this.accounts.releaseEmail(email);
    await this.sweep.sweep({ addresses, streams: [stream] });
  }

  /** Every address the person had, read before their stream goes: staff may have changed it, and mails went to each. */
  private async addressesOf(stream: string, current: string | undefined): Promise<string[]> {
    const found = new Set(current ? [current] : []);
    for (const { data } of await this.store.readStream(stream)) {
      if (typeof data.email === 'string') found.add(data.email);
    }
    return [...found];
  }
}

import { Injectable } from '@nestjs/common';
import { BulkDecision, BulkDecisionOutcome, ParticipantsMessageBody, SignupFlags } from '../../../contract/admin-services';
import { SignupBody } from '../../../contract/member-services';
import { CommandMeta } from '../../../platform/commands/command-meta';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { DomainError } from '../../../shared/domain-error';
import { serviceDecider } from '../domain/service.decider';
import { signupNotFound } from '../domain/catalogue.errors';
import { ParticipantsMessaged, serviceStream } from '../domain/service.events';
import { SERVICES } from '../projections/services.projection';
import { SIGNUPS, signupId } from '../projections/signups.projection';
import { signupFlags } from '../queries/signup-flags';

type Decision = 'ApproveSignup' | 'RejectSignup' | 'UnapproveSignup';

/** Members signing up and withdrawing; admins deciding on sign-ups and writing to them; jobs promoting, releasing and erasing. */
@Injectable()
export class SignupCommands {
  // A member's answer shows the service with their sign-up on it.
  private readonly service = this.runner.for(serviceDecider, serviceStream, { reads: [SIGNUPS, SERVICES] });

  constructor(
    private readonly runner: CommandRunner,
    private readonly readStore: ReadStore,
  ) {}

  /** The body as POST /services/signup takes it: no priority asked for, no answer given, unless sent. */
  async signUp(userId: string, request: SignupBody, meta: CommandMeta): Promise<void> {
    const { serviceId, waitlistPriority = false, radioAnswer = null } = request;
    const archived = await this.isArchived(serviceId);
    await this.service(serviceId, { type: 'SignUp', data: { userId, waitlistPriority, radioAnswer, archived } }, meta);
  }

  async cancel(userId: string, serviceId: string, meta: CommandMeta): Promise<void> {
    const archived = await this.isArchived(serviceId);
    await this.service(serviceId, { type: 'CancelSignup', data: { userId, archived } }, meta);
  }

  /** Answers the sign-up's flags after the decision (SPEC §4: the row is updated from them). */
  async decide(decision: Decision, userId: string, serviceId: string, meta: CommandMeta): Promise<SignupFlags> {
    await this.service(serviceId, { type: decision, data: { userId } }, meta);
    const doc = await this.readStore.collection(SIGNUPS).get(signupId(serviceId, userId));
    if (!doc) throw signupNotFound();
    const { approved, rejected } = signupFlags(doc.status);
    return { approved, rejected };
  }

  /**
   * One decision on several sign-ups (issue 41 §7), each its own command in the order given, so each
   * is mailed and on the trail as if taken alone; one refused (a full service, a sign-up gone) does not
   * stop the others, and says why.
   */
  async decideMany(decision: BulkDecision, userIds: string[], serviceId: string, meta: CommandMeta): Promise<BulkDecisionOutcome[]> {
    const type = decision === 'approve' ? 'ApproveSignup' : 'RejectSignup';
    const outcomes: BulkDecisionOutcome[] = [];
    for (const userId of userIds) {
      try {
        outcomes.push({ userId, flags: await this.decide(type, userId, serviceId, meta) });
      } catch (error) {
        if (!(error instanceof DomainError) || error.code === 'SERVICE_NOT_FOUND') throw error;
        outcomes.push({ userId, error: error.code });
      }
    }
    return outcomes;
  }

  async delete(userId: string, serviceId: string, meta: CommandMeta): Promise<void> {
    await this.service(serviceId, { type: 'DeleteSignup', data: { userId } }, meta);
  }

  /** Staff's message to the participants (issue 41 §7); answers how many it goes to. */
  async message(serviceId: string, { audience, subject, text }: ParticipantsMessageBody, meta: CommandMeta): Promise<number> {
    const { events } = await this.service(serviceId, { type: 'MessageParticipants', data: { audience, subject, text } }, meta);
    return events.find((event): event is ParticipantsMessaged => event.type === 'ParticipantsMessaged')?.data.recipients ?? 0;
  }

  async promote(serviceId: string, meta: CommandMeta): Promise<number> {
    const { events } = await this.service(serviceId, { type: 'PromoteFromWaitlist', data: {} }, meta);
    return events.length;
  }

  async release(userId: string, serviceId: string, meta: CommandMeta): Promise<void> {
    await this.service(serviceId, { type: 'ReleaseSignup', data: { userId } }, meta);
  }

  async erase(userId: string, serviceId: string, meta: CommandMeta): Promise<void> {
    await this.service(serviceId, { type: 'EraseSignup', data: { userId } }, meta);
  }

  /** Archiving is recorded in the `catalogue` stream; the service decider gets it as command data. */
  private async isArchived(serviceId: string): Promise<boolean> {
    return (await this.readStore.collection(SERVICES).get(serviceId))?.archived ?? false;
  }
}

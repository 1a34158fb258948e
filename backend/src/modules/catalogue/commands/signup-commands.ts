import { Injectable } from '@nestjs/common';
import { SignupFlags } from '../../../contract/admin-services';
import { CommandMeta } from '../../../platform/commands/command-meta';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { serviceDecider } from '../domain/service.decider';
import { signupNotFound } from '../domain/service.errors';
import { serviceStream } from '../domain/service.events';
import { SERVICES, ServiceDoc } from '../projections/services.projection';
import { SIGNUPS, SignupDoc, signupId } from '../projections/signups.projection';

export interface SignupRequest {
  serviceId: string;
  waitlistPriority: boolean;
  radioAnswer: number | null;
}

type Decision = 'ApproveSignup' | 'RejectSignup' | 'UnapproveSignup';

/** Members signing up and withdrawing; admins deciding on sign-ups; jobs promoting and erasing. */
@Injectable()
export class SignupCommands {
  private readonly service = this.runner.for(serviceDecider, serviceStream);

  constructor(
    private readonly runner: CommandRunner,
    private readonly readStore: ReadStore,
  ) {}

  async signUp(userId: string, request: SignupRequest, meta: CommandMeta): Promise<void> {
    const { serviceId, waitlistPriority, radioAnswer } = request;
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
    const doc = await this.readStore.collection<SignupDoc>(SIGNUPS).get(signupId(serviceId, userId));
    if (!doc) throw signupNotFound();
    return { approved: doc.approved, rejected: doc.rejected };
  }

  async delete(userId: string, serviceId: string, meta: CommandMeta): Promise<void> {
    await this.service(serviceId, { type: 'DeleteSignup', data: { userId } }, meta);
  }

  async promote(serviceId: string, meta: CommandMeta): Promise<number> {
    const { events } = await this.service(serviceId, { type: 'PromoteFromWaitlist', data: {} }, meta);
    return events.length;
  }

  async erase(userId: string, serviceId: string, meta: CommandMeta): Promise<void> {
    await this.service(serviceId, { type: 'EraseSignup', data: { userId } }, meta);
  }

  /** Archiving is recorded in the `catalogue` stream; the service decider gets it as command data. */
  private async isArchived(serviceId: string): Promise<boolean> {
    return (await this.readStore.collection<ServiceDoc>(SERVICES).get(serviceId))?.archived ?? false;
  }
}

import { Injectable } from '@nestjs/common';
import { SignupFlags } from '../../../contract/admin-services';
import { CommandMeta } from '../../../platform/commands/command-meta';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { signupNotFound } from '../domain/service.errors';
import { SIGNUPS, SignupDoc, signupId } from '../projections/signups.projection';
import { ServiceRunner } from './service-runner';

export interface SignupRequest {
  serviceId: string;
  waitlistPriority: boolean;
  radioAnswer: number | null;
}

type Decision = 'ApproveSignup' | 'RejectSignup' | 'UnapproveSignup';

/** Members signing up and withdrawing; admins deciding on sign-ups; jobs promoting and erasing. */
@Injectable()
export class SignupCommands {
  constructor(
    private readonly streams: ServiceRunner,
    private readonly readStore: ReadStore,
  ) {}

  async signUp(userId: string, request: SignupRequest, meta: CommandMeta): Promise<void> {
    const { serviceId, waitlistPriority, radioAnswer } = request;
    const archived = await this.streams.isArchived(serviceId);
    await this.streams.service(serviceId, { type: 'SignUp', data: { userId, now: meta.now, waitlistPriority, radioAnswer, archived } }, meta);
  }

  async cancel(userId: string, serviceId: string, meta: CommandMeta): Promise<void> {
    const archived = await this.streams.isArchived(serviceId);
    await this.streams.service(serviceId, { type: 'CancelSignup', data: { userId, archived } }, meta);
  }

  /** Answers the sign-up's flags after the decision (SPEC §4: the row is updated from them). */
  async decide(decision: Decision, userId: string, serviceId: string, meta: CommandMeta): Promise<SignupFlags> {
    await this.streams.service(serviceId, { type: decision, data: { userId } }, meta);
    const doc = await this.readStore.collection<SignupDoc>(SIGNUPS).get(signupId(serviceId, userId));
    if (!doc) throw signupNotFound();
    return { approved: doc.approved, rejected: doc.rejected };
  }

  async delete(userId: string, serviceId: string, meta: CommandMeta): Promise<void> {
    await this.streams.service(serviceId, { type: 'DeleteSignup', data: { userId } }, meta);
  }

  async promote(serviceId: string, meta: CommandMeta): Promise<number> {
    const { events } = await this.streams.service(serviceId, { type: 'PromoteFromWaitlist', data: {} }, meta);
    return events.length;
  }

  async erase(userId: string, serviceId: string, meta: CommandMeta): Promise<void> {
    await this.streams.service(serviceId, { type: 'EraseSignup', data: { userId } }, meta);
  }
}

import { Injectable, OnModuleInit } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock';
import { JobQueue } from '../../../platform/jobs/job-queue.port';
import { jobMeta, JobTrace } from '../../../platform/jobs/job-trace';
import { SignupCommands } from '../commands/signup-commands';

export const PROMOTE_WAITLIST_JOB = 'promote-waitlist';
export const ERASE_SIGNUP_JOB = 'erase-signup';
export const RELEASE_SIGNUP_JOB = 'release-signup';

/** Ids and the cause only. `trace` is missing on jobs queued before jobs carried it. */
export interface PromoteWaitlistJob {
  serviceId: string;
  trace?: JobTrace;
}

/** Erasing an erased person's sign-up, or releasing a blocked member's: the same ids. */
export interface EraseSignupJob {
  serviceId: string;
  userId: string;
  trace?: JobTrace;
}
export type ReleaseSignupJob = EraseSignupJob;

/** Every job is repeatable: promotion fills only free seats, erasing or releasing an absent sign-up appends nothing. */
@Injectable()
export class CatalogueJobs implements OnModuleInit {
  constructor(
    private readonly queue: JobQueue,
    private readonly signups: SignupCommands,
    private readonly clock: Clock,
  ) {}

  /** The queue knows these jobs' handlers as soon as the module is up, on every role. */
  onModuleInit(): void {
    this.queue.register<PromoteWaitlistJob>(PROMOTE_WAITLIST_JOB, async ({ serviceId, trace }, { jobId }) => {
      await this.signups.promote(serviceId, jobMeta(trace, jobId, this.clock.now()));
    });
    this.queue.register<EraseSignupJob>(ERASE_SIGNUP_JOB, async ({ serviceId, userId, trace }, { jobId }) => {
      await this.signups.erase(userId, serviceId, jobMeta(trace, jobId, this.clock.now()));
    });
    this.queue.register<ReleaseSignupJob>(RELEASE_SIGNUP_JOB, async ({ serviceId, userId, trace }, { jobId }) => {
      await this.signups.release(userId, serviceId, jobMeta(trace, jobId, this.clock.now()));
    });
  }
}

import { Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock';
import { CommandMeta } from '../../../platform/commands/command-meta';
import { JobQueue } from '../../../platform/jobs/job-queue.port';
import { SignupCommands } from '../commands/signup-commands';

export const PROMOTE_WAITLIST_JOB = 'promote-waitlist';
export const ERASE_SIGNUP_JOB = 'erase-signup';

/** Both jobs are repeatable: promotion fills only free seats, erasure of an absent sign-up appends nothing. */
@Injectable()
export class CatalogueJobs {
  constructor(
    private readonly queue: JobQueue,
    private readonly signups: SignupCommands,
    private readonly clock: Clock,
  ) {}

  register(): void {
    this.queue.register<{ serviceId: string }>(PROMOTE_WAITLIST_JOB, async ({ serviceId }, { jobId }) => {
      await this.signups.promote(serviceId, this.meta(jobId));
    });
    this.queue.register<{ serviceId: string; userId: string }>(ERASE_SIGNUP_JOB, async ({ serviceId, userId }, { jobId }) => {
      await this.signups.erase(userId, serviceId, this.meta(jobId));
    });
  }

  private meta(jobId: string): CommandMeta {
    return { actorId: null, correlationId: jobId, now: this.clock.now() };
  }
}

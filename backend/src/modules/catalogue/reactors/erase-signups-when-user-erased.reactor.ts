import { Injectable } from '@nestjs/common';
import { Recorded } from '../../../platform/event-store/event-store.port';
import { JobQueue } from '../../../platform/jobs/job-queue.port';
import { traceOf } from '../../../platform/jobs/job-trace';
import { ProjectionWaiter } from '../../../platform/projections/projection-waiter';
import { Reactor } from '../../../platform/reactors/reactor';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { UserErased } from '../../accounts/public/member-erased';
import { ERASE_SIGNUP_JOB, EraseSignupJob } from '../jobs/catalogue.jobs';
import { SIGNUPS } from '../projections/signups.projection';

/**
 * An erased person's sign-ups are erased on each service stream, which is the seat authority: their
 * seats free up and the waitlists move. Their sign-ups are found in the read model once it has
 * caught up with the erasure.
 */
@Injectable()
export class EraseSignupsWhenUserErased implements Reactor<UserErased> {
  readonly name = 'erase-signups-when-user-erased';
  readonly handles = ['UserErased'] as const;

  constructor(
    private readonly queue: JobQueue,
    private readonly readStore: ReadStore,
    private readonly projections: ProjectionWaiter,
  ) {}

  async react(event: Recorded<UserErased>): Promise<void> {
    const { userId } = event.data;
    await this.projections.waitFor(event.position);
    for (const signup of await this.readStore.collection(SIGNUPS).find({ where: { userId } })) {
      const data: EraseSignupJob = { serviceId: signup.serviceId, userId, trace: traceOf(event) };
      await this.queue.enqueue(ERASE_SIGNUP_JOB, data, { jobId: `erase-signup:${signup.serviceId}:${userId}:${event.position}` });
    }
  }
}

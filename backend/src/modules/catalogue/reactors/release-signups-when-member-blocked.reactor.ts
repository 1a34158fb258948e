import { Injectable } from '@nestjs/common';
import { Recorded } from '../../../platform/event-store/event-store.port';
import { JobQueue } from '../../../platform/jobs/job-queue.port';
import { traceOf } from '../../../platform/jobs/job-trace';
import { ProjectionWaiter } from '../../../platform/projections/projection-waiter';
import { Reactor } from '../../../platform/reactors/reactor';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { MEMBER_BLOCKED_EVENT_TYPES, MemberBlockedEvent, blockedMemberId } from '../../accounts/public/member-blocked';
import { RELEASE_SIGNUP_JOB, ReleaseSignupJob } from '../jobs/catalogue.jobs';
import { SIGNUPS } from '../projections/signups.projection';

/**
 * Issue 41 §1: a blocked member keeps no place. Each sign-up is released on its service stream, the
 * seat authority, so seats free and the waitlists move; the codes stay spent. The block's own mail
 * tells the member, so the released sign-ups are not mailed one by one.
 */
@Injectable()
export class ReleaseSignupsWhenMemberBlocked implements Reactor<MemberBlockedEvent> {
  readonly name = 'release-signups-when-member-blocked';
  readonly handles = MEMBER_BLOCKED_EVENT_TYPES;

  constructor(
    private readonly queue: JobQueue,
    private readonly readStore: ReadStore,
    private readonly projections: ProjectionWaiter,
  ) {}

  async react(event: Recorded<MemberBlockedEvent>): Promise<void> {
    const userId = blockedMemberId(event.data);
    if (!userId) return;
    await this.projections.waitFor(event.position);
    for (const signup of await this.readStore.collection(SIGNUPS).find({ where: { userId } })) {
      const data: ReleaseSignupJob = { serviceId: signup.serviceId, userId, trace: traceOf(event) };
      await this.queue.enqueue(RELEASE_SIGNUP_JOB, data, { jobId: `release-signup:${signup.serviceId}:${userId}:${event.position}` });
    }
  }
}

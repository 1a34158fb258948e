import { Injectable } from '@nestjs/common';
import { Recorded } from '../../../platform/event-store/event-store.port';
import { JobQueue } from '../../../platform/jobs/job-queue.port';
import { traceOf } from '../../../platform/jobs/job-trace';
import { Reactor } from '../../../platform/reactors/reactor';
import { SEAT_FREEING_EVENT_TYPES, SeatFreeingEvent } from '../domain/service.events';
import { PROMOTE_WAITLIST_JOB, PromoteWaitlistJob } from '../jobs/catalogue.jobs';

/**
 * DESIGN §3: whenever a seat may have freed, a promotion job with an id derived from the event. The
 * job itself checks for free seats, so enqueueing one too many is harmless.
 */
@Injectable()
export class PromoteWaitlistWhenSeatFrees implements Reactor<SeatFreeingEvent> {
  readonly name = 'promote-waitlist-when-seat-frees';
  readonly handles = SEAT_FREEING_EVENT_TYPES;

  constructor(private readonly queue: JobQueue) {}

  async react(event: Recorded<SeatFreeingEvent>): Promise<void> {
    const job: PromoteWaitlistJob = { serviceId: event.data.serviceId, trace: traceOf(event) };
    await this.queue.enqueue(PROMOTE_WAITLIST_JOB, job, { jobId: `promote:${event.streamId}:${event.revision}` });
  }
}

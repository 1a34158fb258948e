import { EnqueueOptions, JobQueue } from '../../../platform/jobs/job-queue.port';
import { jobMeta } from '../../../platform/jobs/job-trace';
import { recorded } from '../../../platform/projections/testing/replay';
import { SignupCancelled } from '../domain/service.events';
import { PROMOTE_WAITLIST_JOB } from '../jobs/catalogue.jobs';
import { PromoteWaitlistWhenSeatFrees } from './promote-waitlist-when-seat-frees.reactor';

class RecordingQueue extends JobQueue {
  readonly jobs: Array<{ name: string; data: unknown; jobId: string }> = [];
  register(): void {}
  async enqueue<D>(name: string, data: D, options: EnqueueOptions): Promise<void> {
    this.jobs.push({ name, data, jobId: options.jobId });
  }
  async start(): Promise<void> {}
  async depth(): Promise<number> {
    return this.jobs.length;
  }
  async drain(): Promise<void> {}
  async close(): Promise<void> {}
}

describe('promotion when a seat frees', () => {
  it("passes the cancelling request's correlation and the cancellation itself on to the job", async () => {
    const queue = new RecordingQueue();
    const cancelled = recorded<SignupCancelled>({ type: 'SignupCancelled', data: { serviceId: 's1', userId: 'u1', from: 'approved' } }, 4, 'u1', 'service-s1');
    await new PromoteWaitlistWhenSeatFrees(queue).react(cancelled);
    expect(queue.jobs).toEqual([{ name: PROMOTE_WAITLIST_JOB, jobId: 'promote:service-s1:4', data: { serviceId: 's1', trace: { correlationId: 'c', causationId: 'service-s1@4' } } }]);
  });

  it('makes the job append as the system, on behalf of that request, caused by that event', () => {
    const now = new Date('2026-11-21T10:00:00Z');
    expect(jobMeta({ correlationId: 'req-1', causationId: 'service-s1@4' }, 'promote:service-s1:4', now)).toEqual({ actorId: null, correlationId: 'req-1', causationId: 'service-s1@4', now });
    // A job queued before jobs carried their cause is its own correlation.
    expect(jobMeta(undefined, 'promote:service-s1:4', now)).toEqual({ actorId: null, correlationId: 'promote:service-s1:4', now });
  });
});

import { Injectable } from '@nestjs/common';
import { EventStore, RecordedEvent } from '../event-store/event-store.port';
import { JobQueue } from '../jobs/job-queue.port';
import { JobTrace } from '../jobs/job-trace';
import { mailsTotal } from '../metrics/metrics';
import { Mailer, MailMessage } from './mailer.port';

/** The only way mail leaves the system: reactors enqueue this job, the worker sends it. */
export const SEND_MAIL_JOB = 'send-mail';

/**
 * A mail job names the event that caused the mail and which of its mails it is, never an address,
 * a name or a rendered message: whoever reads the job store learns nothing, and the mail is composed
 * when the job runs, from what is still held then.
 */
export interface MailJob extends JobTrace {
  /** The reactor that composes it. */
  reactor: string;
  kind: string;
  streamId: string;
  revision: number;
}

/** Composes one kind of mail about an event, as it is now; null when there is nobody to write to. */
export type ComposeMail = (kind: string, event: RecordedEvent) => Promise<MailMessage | null>;

/** The mail composers of the modules, by reactor name. */
@Injectable()
export class MailComposers {
  private readonly byReactor = new Map<string, ComposeMail>();

  add(reactor: string, compose: ComposeMail): void {
    this.byReactor.set(reactor, compose);
  }

  get(reactor: string): ComposeMail | undefined {
    return this.byReactor.get(reactor);
  }
}

/** A job queued before mails were composed at run time carries the finished message. */
const isFinishedMessage = (data: unknown): data is MailMessage => typeof data === 'object' && data !== null && 'to' in data && 'html' in data;

/** The same mail whenever its job runs: the reactor, the kind and the event that caused it. */
export const mailId = (job: MailJob) => `${job.reactor}:${job.kind}:${job.streamId}@${job.revision}`;

export function registerSendMailJob(queue: JobQueue, mailer: Mailer, store: EventStore, composers: MailComposers): void {
  queue.register<MailJob | MailMessage>(SEND_MAIL_JOB, async (job) => {
    if (isFinishedMessage(job)) return mailer.send(job);
    const compose = composers.get(job.reactor);
    if (!compose) throw new Error(`no mail composer "${job.reactor}"`);
    // From what is held now: once the person is erased (their stream is gone, or the composer finds
    // nobody to write to), nothing is sent to or about them.
    const composeNow = async () => {
      const event = await store.readEvent(job.streamId, job.revision);
      return event && compose(job.kind, event);
    };
    const message = await composeNow();
    if (!message) return;
    const id = mailId(job);
    try {
      await mailer.send({ ...message, id, headers: { 'X-Correlation-ID': job.correlationId, 'X-Causation-ID': job.causationId } });
      mailsTotal.inc({ outcome: 'sent' });
    } catch (error) {
      mailsTotal.inc({ outcome: 'failed' });
      throw error;
    }
    // An erasure that swept the outbox while this mail was being written could not find it yet; it
    // had deleted the stream or dropped the person first, so asking again now tells (issue 22 §1).
    if (!(await composeNow())) await mailer.withdraw(id);
  });
}

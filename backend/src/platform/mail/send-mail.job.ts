import { JobQueue } from '../jobs/job-queue.port';
import { Mailer, MailMessage } from './mailer.port';

/** The only way mail leaves the system: reactors enqueue this job, the worker sends it. */
export const SEND_MAIL_JOB = 'send-mail';

export function registerSendMailJob(queue: JobQueue, mailer: Mailer): void {
  queue.register<MailMessage>(SEND_MAIL_JOB, (message) => mailer.send(message));
}

import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { JobQueue } from '../platform/jobs/job-queue.port';
import { MailMessage } from '../platform/mail/mailer.port';
import { SEND_MAIL_JOB } from '../platform/mail/send-mail.job';
import { APP_CONFIG } from '../platform/tokens';
import { MailContent, MailSite, renderHtml, renderText } from './mail-layout';

/**
 * Reactors hand finished mails to the queue here. `jobId` must be derived from the event that caused
 * the mail (e.g. `mail:teacher-applied:${streamId}:${revision}`), so a replayed event sends nothing twice.
 */
@Injectable()
export class MailOutbox {
  readonly site: MailSite;

  constructor(
    private readonly queue: JobQueue,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.site = { siteName: config.siteName, supportEmail: config.supportEmail, publicUrl: config.publicUrl };
  }

  /** Builds the link of a page of the site, e.g. link('/jelentkezes-veglegesites', { q: code }). */
  link(path: string, query: Record<string, string> = {}): string {
    const url = new URL(path, `${this.site.publicUrl}/`);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    return url.toString();
  }

  async send(jobId: string, to: string, content: MailContent): Promise<void> {
    const message: MailMessage = {
      to,
      subject: content.subject,
      text: renderText(content, this.site),
      html: renderHtml(content, this.site),
      replyTo: this.site.supportEmail,
    };
    await this.queue.enqueue(SEND_MAIL_JOB, message, { jobId });
  }
}

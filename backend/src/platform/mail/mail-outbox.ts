import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { Recorded } from '../event-store/event-store.port';
import { JobQueue } from '../jobs/job-queue.port';
import { traceOf } from '../jobs/job-trace';
import { MailComposers, MailJob, SEND_MAIL_JOB } from './send-mail.job';
import { ReactorRegistry } from '../projections/projection-registry';
import { Reactor } from '../reactors/reactor';
import { APP_CONFIG } from '../tokens';
import { DomainEvent } from '../../shared/decider';
import { NOT_ONE_LINE } from '../../shared/field-formats';
import { MailContent, MailSite, renderHtml, renderText } from './mail-layout';

/** One mail as a reactor composes it when its job runs. */
export interface ComposedMail {
  to: string;
  content: MailContent;
}

/**
 * A reactor that mails. `react` schedules the mails an event causes (by kind); `compose` writes one of
 * them when its job runs, from what is held then (null: nobody to write to any more).
 */
export interface MailingReactor<E extends DomainEvent = DomainEvent> extends Reactor<E> {
  compose(kind: string, event: Recorded<E>): Promise<ComposedMail | null>;
}

const isMailing = (reactor: Reactor): reactor is MailingReactor => typeof (reactor as Partial<MailingReactor>).compose === 'function';

/**
 * Reactors hand their mails to the queue here, as references: the job id and data come from the
 * event (`mail:{kind}:{stream}:{revision}`), so a replayed event sends nothing twice, and the job
 * holds no address, name or link (issue 12 §6).
 */
@Injectable()
export class MailOutbox implements OnApplicationBootstrap {
  readonly site: MailSite;
  private readonly logger = new Logger('Mail');

  constructor(
    private readonly queue: JobQueue,
    private readonly composers: MailComposers,
    private readonly reactors: ReactorRegistry,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.site = { siteName: config.siteName, supportEmail: config.supportEmail, publicUrl: config.publicUrl };
  }

  /** Every module has added its reactors by now; those that mail compose for the mail job. */
  onApplicationBootstrap(): void {
    this.register(...this.reactors.reactors.filter(isMailing));
  }

  /** Builds the link of a page of the site, e.g. link('/jelentkezes-veglegesites', { q: code }). */
  link(path: string, query: Record<string, string> = {}): string {
    const url = new URL(path, `${this.site.publicUrl}/`);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    return url.toString();
  }

  /**
   * Lets the mail job compose these reactors' mails. A recipient with a line break or another control
   * character is never written to (issue 38 §8): every e-mail field refuses one, and an address stored
   * before they did must not forge a header now. The warning names the mail, not the address.
   */
  register(...reactors: MailingReactor<any>[]): void {
    for (const reactor of reactors) {
      this.composers.add(reactor.name, async (kind, event) => {
        const mail = await reactor.compose(kind, event as Recorded<DomainEvent>);
        if (mail && NOT_ONE_LINE.test(mail.to)) {
          this.logger.warn(`Not sent: the recipient of a "${kind}" mail of ${reactor.name} holds a control character`);
          return null;
        }
        return mail && { to: mail.to, subject: mail.content.subject, text: renderText(mail.content, this.site), html: renderHtml(mail.content, this.site), replyTo: this.site.supportEmail };
      });
    }
  }

  async schedule(reactor: MailingReactor<any>, event: Recorded<DomainEvent>, ...kinds: string[]): Promise<void> {
    for (const kind of kinds) {
      const job: MailJob = { reactor: reactor.name, kind, streamId: event.streamId, revision: event.revision, ...traceOf(event) };
      await this.queue.enqueue(SEND_MAIL_JOB, job, { jobId: `mail:${kind}:${event.streamId}:${event.revision}` });
    }
  }
}

import { Injectable } from '@nestjs/common';
import { ComposedMail, MailingReactor, MailOutbox } from '../../../platform/mail/mail-outbox';
import { completionInvite } from '../mail/completion-invite';
import { SingleUseCodes } from '../../../platform/auth/single-use-codes';
import { Recorded } from '../../../platform/event-store/event-store.port';
import { MemberImported } from '../domain/user.events';

/**
 * An imported member gets the link to complete their data. The link's code is re-created from the
 * event's codeId (SingleUseCodes) when the mail is composed, so it never sits in a job.
 */
@Injectable()
export class SendMailWhenMemberImported implements MailingReactor<MemberImported> {
  readonly name = 'send-mail-when-member-imported';
  readonly handles = ['MemberImported'] as const;

  constructor(
    private readonly mail: MailOutbox,
    private readonly codes: SingleUseCodes,
  ) {}

  react(event: Recorded<MemberImported>): Promise<void> {
    return this.mail.schedule(this, event, 'completion');
  }

  async compose(_kind: string, { data }: Recorded<MemberImported>): Promise<ComposedMail> {
    const url = this.mail.link('/jelentkezes-folytatas', { q: this.codes.codeFor(data.completion.codeId) });
    return { to: data.email, content: completionInvite({ firstName: data.firstName, url }) };
  }
}

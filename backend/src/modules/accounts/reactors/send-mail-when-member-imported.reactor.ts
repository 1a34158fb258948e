import { Injectable } from '@nestjs/common';
import { MailOutbox } from '../../../mail/mail-outbox';
import { completionInvite } from '../../../mail/templates/completion-invite';
import { SingleUseCodes } from '../../../platform/auth/single-use-codes';
import { Recorded } from '../../../platform/event-store/event-store.port';
import { Reactor } from '../../../platform/reactors/reactor';
import { MemberImported } from '../domain/user.events';
import { mailJobId } from './mail-job-id';

/**
 * An imported member gets the link to complete their data. The link's code is re-created from the
 * event's codeId (SingleUseCodes), so a replayed event mails the same link under the same job id.
 */
@Injectable()
export class SendMailWhenMemberImported implements Reactor<MemberImported> {
  readonly name = 'send-mail-when-member-imported';
  readonly handles = ['MemberImported'] as const;

  constructor(
    private readonly mail: MailOutbox,
    private readonly codes: SingleUseCodes,
  ) {}

  async react(event: Recorded<MemberImported>): Promise<void> {
    const { data } = event;
    const url = this.mail.link('/jelentkezes-folytatas', { q: this.codes.codeFor(data.completion.codeId) });
    await this.mail.send(mailJobId(event, 'completion'), data.email, completionInvite({ firstName: data.firstName, url }));
  }
}

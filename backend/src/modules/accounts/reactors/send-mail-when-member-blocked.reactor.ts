import { Injectable } from '@nestjs/common';
import { ComposedMail, MailingReactor, MailOutbox } from '../../../platform/mail/mail-outbox';
import { memberBlocked } from '../mail/member-blocked';
import { Recorded } from '../../../platform/event-store/event-store.port';
import { UserDisabled, rejectionOf } from '../domain/user.events';

/**
 * A blocked member hears it once (issue 41 §1), with what became of their places. An event from before
 * issue 41 carries no address, and a rejected application has its own mail: neither is this one.
 */
@Injectable()
export class SendMailWhenMemberBlocked implements MailingReactor<UserDisabled> {
  readonly name = 'send-mail-when-member-blocked';
  readonly handles = ['UserDisabled'] as const;

  constructor(private readonly mail: MailOutbox) {}

  async react(event: Recorded<UserDisabled>): Promise<void> {
    if (event.data.rejected === 'member' && event.data.email) await this.mail.schedule(this, event, 'block');
  }

  async compose(_kind: string, { data }: Recorded<UserDisabled>): Promise<ComposedMail | null> {
    if (!data.email || !data.firstName) return null;
    return { to: data.email, content: memberBlocked({ firstName: data.firstName, reason: rejectionOf(data).reason }) };
  }
}

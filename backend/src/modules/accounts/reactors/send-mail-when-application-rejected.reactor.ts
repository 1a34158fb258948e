import { Injectable } from '@nestjs/common';
import { ComposedMail, MailingReactor, MailOutbox } from '../../../platform/mail/mail-outbox';
import { applicationRejected } from '../mail/application-rejected';
import { Recorded } from '../../../platform/event-store/event-store.port';
import { UserDisabled, rejectionOf } from '../domain/user.events';

/**
 * A rejected applicant hears it, once (SPEC §1; issue 41 §1). A member's block is not this mail, and an
 * event from before issue 41 carries no address: neither is written.
 */
@Injectable()
export class SendMailWhenApplicationRejected implements MailingReactor<UserDisabled> {
  readonly name = 'send-mail-when-application-rejected';
  readonly handles = ['UserDisabled'] as const;

  constructor(private readonly mail: MailOutbox) {}

  async react(event: Recorded<UserDisabled>): Promise<void> {
    if (event.data.rejected === 'application' && event.data.email) await this.mail.schedule(this, event, 'rejection');
  }

  async compose(_kind: string, { data }: Recorded<UserDisabled>): Promise<ComposedMail | null> {
    if (!data.email || !data.firstName) return null;
    return { to: data.email, content: applicationRejected({ firstName: data.firstName, reason: rejectionOf(data).reason }) };
  }
}

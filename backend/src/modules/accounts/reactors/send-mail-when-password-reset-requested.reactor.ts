import { Injectable } from '@nestjs/common';
import { ComposedMail, MailingReactor, MailOutbox } from '../../../platform/mail/mail-outbox';
import { passwordResetLink } from '../mail/password-reset-link';
import { SingleUseCodes } from '../../../platform/auth/single-use-codes';
import { Recorded } from '../../../platform/event-store/event-store.port';
import { PasswordResetRequested } from '../domain/user.events';

/** The member gets the link to choose a new password; its code is re-created only when the mail is composed. */
@Injectable()
export class SendMailWhenPasswordResetRequested implements MailingReactor<PasswordResetRequested> {
  readonly name = 'send-mail-when-password-reset-requested';
  readonly handles = ['PasswordResetRequested'] as const;

  constructor(
    private readonly mail: MailOutbox,
    private readonly codes: SingleUseCodes,
  ) {}

  react(event: Recorded<PasswordResetRequested>): Promise<void> {
    return this.mail.schedule(this, event, 'reset');
  }

  async compose(_kind: string, { data }: Recorded<PasswordResetRequested>): Promise<ComposedMail> {
    const url = this.mail.link('/jelszo-helyreallitas', { q: this.codes.codeFor(data.reset.codeId) });
    return { to: data.email, content: passwordResetLink({ firstName: data.firstName, url }) };
  }
}

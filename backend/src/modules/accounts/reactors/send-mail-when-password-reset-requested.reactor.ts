import { Injectable } from '@nestjs/common';
import { MailOutbox } from '../../../mail/mail-outbox';
import { passwordResetLink } from '../../../mail/templates/password-reset-link';
import { SingleUseCodes } from '../../../platform/auth/single-use-codes';
import { Recorded } from '../../../platform/event-store/event-store.port';
import { Reactor } from '../../../platform/reactors/reactor';
import { PasswordResetRequested } from '../domain/user.events';
import { mailJobId } from './mail-job-id';

/** The member gets the link to choose a new password. */
@Injectable()
export class SendMailWhenPasswordResetRequested implements Reactor<PasswordResetRequested> {
  readonly name = 'send-mail-when-password-reset-requested';
  readonly handles = ['PasswordResetRequested'] as const;

  constructor(
    private readonly mail: MailOutbox,
    private readonly codes: SingleUseCodes,
  ) {}

  async react(event: Recorded<PasswordResetRequested>): Promise<void> {
    const url = this.mail.link('/jelszo-helyreallitas', { q: this.codes.codeFor(event.data.reset.codeId) });
    await this.mail.send(mailJobId(event, 'reset'), event.data.email, passwordResetLink({ firstName: event.data.firstName, url }));
  }
}

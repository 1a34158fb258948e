import { Injectable } from '@nestjs/common';
import { ComposedMail, MailingReactor, MailOutbox } from '../../../platform/mail/mail-outbox';
import { activatedCanSignIn } from '../mail/activated-can-sign-in';
import { activationLink } from '../mail/activation-link';
import { SingleUseCodes } from '../../../platform/auth/single-use-codes';
import { Recorded } from '../../../platform/event-store/event-store.port';
import { UserActivated } from '../domain/user.events';

/** An activated member gets the link to set a password, or, with one set already, word to sign in. */
@Injectable()
export class SendMailWhenUserActivated implements MailingReactor<UserActivated> {
  readonly name = 'send-mail-when-user-activated';
  readonly handles = ['UserActivated'] as const;

  constructor(
    private readonly mail: MailOutbox,
    private readonly codes: SingleUseCodes,
  ) {}

  react(event: Recorded<UserActivated>): Promise<void> {
    return this.mail.schedule(this, event, 'activation');
  }

  async compose(_kind: string, { data }: Recorded<UserActivated>): Promise<ComposedMail> {
    const content = data.activation
      ? activationLink({ firstName: data.firstName, url: this.mail.link('/jelentkezes-veglegesites', { q: this.codes.codeFor(data.activation.codeId) }) })
      : activatedCanSignIn({ firstName: data.firstName, url: this.mail.link('/klub') });
    return { to: data.email, content };
  }
}

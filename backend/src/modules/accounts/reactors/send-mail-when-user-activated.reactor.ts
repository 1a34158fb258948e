import { Injectable } from '@nestjs/common';
import { MailOutbox } from '../../../mail/mail-outbox';
import { activatedCanSignIn } from '../../../mail/templates/activated-can-sign-in';
import { activationLink } from '../../../mail/templates/activation-link';
import { SingleUseCodes } from '../../../platform/auth/single-use-codes';
import { Recorded } from '../../../platform/event-store/event-store.port';
import { Reactor } from '../../../platform/reactors/reactor';
import { UserActivated } from '../domain/user.events';
import { mailJobId } from './mail-job-id';

/** An activated member gets the link to set a password, or, with one set already, word to sign in. */
@Injectable()
export class SendMailWhenUserActivated implements Reactor<UserActivated> {
  readonly name = 'send-mail-when-user-activated';
  readonly handles = ['UserActivated'] as const;

  constructor(
    private readonly mail: MailOutbox,
    private readonly codes: SingleUseCodes,
  ) {}

  async react(event: Recorded<UserActivated>): Promise<void> {
    const { data } = event;
    const content = data.activation
      ? activationLink({ firstName: data.firstName, url: this.mail.link('/jelentkezes-veglegesites', { q: this.codes.codeFor(data.activation.codeId) }) })
      : activatedCanSignIn({ firstName: data.firstName, url: this.mail.link('/klub') });
    await this.mail.send(mailJobId(event, 'activation'), data.email, content);
  }
}

import { Injectable } from '@nestjs/common';
import { SingleUseCodes } from '../../../platform/auth/single-use-codes';
import { Recorded } from '../../../platform/event-store/event-store.port';
import { ComposedMail, MailingReactor, MailOutbox } from '../../../platform/mail/mail-outbox';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { EmailAddressChanged } from '../domain/user.events';
import { activationLink } from '../mail/activation-link';
import { addressChangedNew, AfterAddressChange } from '../mail/address-changed-new';
import { addressChangedPrevious } from '../mail/address-changed-previous';
import { completionInvite } from '../mail/completion-invite';
import { USERS, UserDoc } from '../projections/users.projection';

/**
 * Staff gave a member another address (issue 38 §3): both addresses hear of it, and the link still due
 * goes to the new one. Nothing is sent once the member is erased (no row).
 */
@Injectable()
export class SendMailWhenEmailAddressChanged implements MailingReactor<EmailAddressChanged> {
  readonly name = 'send-mail-when-email-address-changed';
  readonly handles = ['EmailAddressChanged'] as const;

  constructor(
    private readonly mail: MailOutbox,
    private readonly codes: SingleUseCodes,
    private readonly readStore: ReadStore,
  ) {}

  react(event: Recorded<EmailAddressChanged>): Promise<void> {
    const due = event.data.activation ? ['activation'] : event.data.completion ? ['completion'] : [];
    return this.mail.schedule(this, event, 'previous-address', 'new-address', ...due);
  }

  async compose(kind: string, { data }: Recorded<EmailAddressChanged>): Promise<ComposedMail | null> {
    const user = await this.readStore.collection(USERS).get(data.userId);
    if (!user) return null;
    const { firstName, email } = data;
    switch (kind) {
      case 'previous-address':
        return { to: data.previousEmail, content: addressChangedPrevious() };
      case 'new-address':
        return { to: email, content: addressChangedNew({ firstName, email, next: nextStep(data, user), url: this.mail.link('/klub') }) };
      case 'activation':
        return { to: email, content: activationLink({ firstName, url: this.mail.link('/jelentkezes-veglegesites', { q: this.codes.codeFor(data.activation!.codeId) }) }) };
      default:
        return { to: email, content: completionInvite({ firstName, url: this.mail.link('/jelentkezes-folytatas', { q: this.codes.codeFor(data.completion!.codeId) }) }) };
    }
  }
}

function nextStep(data: EmailAddressChanged['data'], user: UserDoc): AfterAddressChange {
  if (data.activation) return 'activation';
  if (data.completion) return 'completion';
  return user.status === 'activated' && user.registered ? 'sign-in' : 'review';
}

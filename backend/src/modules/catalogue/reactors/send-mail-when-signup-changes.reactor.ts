import { Injectable } from '@nestjs/common';
import { ComposedMail, MailingReactor, MailOutbox } from '../../../platform/mail/mail-outbox';
import { Recorded } from '../../../platform/event-store/event-store.port';
import { ProjectionWaiter } from '../../../platform/projections/projection-waiter';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { MemberDirectory } from '../../accounts/public/member-directory';
import { SERVICES } from '../projections/services.projection';
import { SIGNUPS, signupId } from '../projections/signups.projection';
import { MailEvent, SERVICE_MAIL_EVENT_TYPES, mailsAbout, serviceMailFor } from './service-mail';

/**
 * Mails the member about their sign-up. The mail is composed when its job runs, once the read models
 * have reached the event: to the member as they are then (an erased one gets nothing), with the
 * service's texts and the code of that moment.
 */
@Injectable()
export class SendMailWhenSignupChanges implements MailingReactor<MailEvent> {
  readonly name = 'send-mail-when-signup-changes';
  readonly handles = SERVICE_MAIL_EVENT_TYPES;

  constructor(
    private readonly mail: MailOutbox,
    private readonly readStore: ReadStore,
    private readonly members: MemberDirectory,
    private readonly projections: ProjectionWaiter,
  ) {}

  async react(event: Recorded<MailEvent>): Promise<void> {
    if (mailsAbout(event)) await this.mail.schedule(this, event, 'service');
  }

  async compose(_kind: string, event: Recorded<MailEvent>): Promise<ComposedMail | null> {
    const { serviceId, userId } = event.data;
    await this.projections.waitFor(event.position);
    const [user, service, signup] = await Promise.all([
      this.members.byId(userId),
      this.readStore.collection(SERVICES).get(serviceId),
      this.readStore.collection(SIGNUPS).get(signupId(serviceId, userId)),
    ]);
    if (!user || !service) return null; // erased, or a service that no longer exists: nobody to write to
    const drawn = 'code' in event.data ? event.data.code : null;
    const signedUpAt = event.type === 'SignedUp' ? event.data.signedUpAt : (signup?.createdAt ?? null);
    const params = { firstName: user.firstName, serviceName: service.name, code: drawn ?? signup?.code ?? null, url: this.mail.link(`/klub/kartya/${serviceId}`), signedUpAt };
    return { to: user.email, content: serviceMailFor(event, service, params) };
  }
}

import { Injectable } from '@nestjs/common';
import { MailOutbox } from '../../../mail/mail-outbox';
import { Recorded } from '../../../platform/event-store/event-store.port';
import { ProjectionWaiter } from '../../../platform/projections/projection-waiter';
import { Reactor } from '../../../platform/reactors/reactor';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { MemberDirectory } from '../../accounts/public/member-directory';
import { SERVICES, ServiceDoc } from '../projections/services.projection';
import { SIGNUPS, SignupDoc, signupId } from '../projections/signups.projection';
import { MailEvent, SERVICE_MAIL_EVENT_TYPES, serviceMailFor } from './service-mail';

/**
 * Mails the member about their sign-up. It first waits for the read models to reach the event, so the
 * service's texts and the code are those of that moment; the job id comes from the event.
 */
@Injectable()
export class SendMailWhenSignupChanges implements Reactor<MailEvent> {
  readonly name = 'send-mail-when-signup-changes';
  readonly handles = SERVICE_MAIL_EVENT_TYPES;

  constructor(
    private readonly mail: MailOutbox,
    private readonly readStore: ReadStore,
    private readonly members: MemberDirectory,
    private readonly projections: ProjectionWaiter,
  ) {}

  async react(event: Recorded<MailEvent>): Promise<void> {
    const { serviceId, userId } = event.data;
    await this.projections.waitFor(event.position);
    const [user, service, signup] = await Promise.all([
      this.members.byId(userId),
      this.readStore.collection<ServiceDoc>(SERVICES).get(serviceId),
      this.readStore.collection<SignupDoc>(SIGNUPS).get(signupId(serviceId, userId)),
    ]);
    if (!user || !service) return; // erased, or a service that no longer exists: nobody to write to
    const drawn = 'code' in event.data ? event.data.code : null;
    const params = { firstName: user.firstName, serviceName: service.name, code: drawn ?? signup?.code ?? null, url: this.mail.link(`/klub/kartya/${serviceId}`) };
    await this.mail.send(`mail:service:${event.streamId}:${event.revision}`, user.email, serviceMailFor(event, service, params));
  }
}

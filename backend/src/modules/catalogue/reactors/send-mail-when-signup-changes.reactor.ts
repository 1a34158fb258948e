import { Injectable } from '@nestjs/common';
import { MailOutbox } from '../../../mail/mail-outbox';
import { RecordedEvent } from '../../../platform/event-store/event-store.port';
import { ProjectionWaiter } from '../../../platform/projections/projection-waiter';
import { Reactor } from '../../../platform/reactors/reactor';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { USERS, UserDoc } from '../../accounts/projections/users.projection';
import { SERVICES, ServiceDoc } from '../projections/services.projection';
import { SIGNUPS, SignupDoc, signupId } from '../projections/signups.projection';
import { MailEvent, SERVICE_MAIL_EVENT_TYPES, serviceMailFor } from './service-mail';

/**
 * Mails the member about their sign-up. It first waits for the read models to reach the event, so the
 * service's texts and the code are those of that moment; the job id comes from the event.
 */
@Injectable()
export class SendMailWhenSignupChanges implements Reactor {
  readonly name = 'send-mail-when-signup-changes';
  readonly handles = SERVICE_MAIL_EVENT_TYPES;

  constructor(
    private readonly mail: MailOutbox,
    private readonly readStore: ReadStore,
    private readonly projections: ProjectionWaiter,
  ) {}

  async react(recorded: RecordedEvent): Promise<void> {
    const event = recorded as unknown as MailEvent;
    const { serviceId, userId } = event.data;
    await this.projections.waitFor(recorded.position);
    const [user, service, signup] = await Promise.all([
      this.readStore.collection<UserDoc>(USERS).get(userId),
      this.readStore.collection<ServiceDoc>(SERVICES).get(serviceId),
      this.readStore.collection<SignupDoc>(SIGNUPS).get(signupId(serviceId, userId)),
    ]);
    if (!user || !service) return; // erased, or a service that no longer exists: nobody to write to
    const drawn = 'code' in event.data ? event.data.code : null;
    const params = { firstName: user.firstName, serviceName: service.name, code: drawn ?? signup?.code ?? null, url: this.mail.link(`/klub/kartya/${serviceId}`) };
    await this.mail.send(`mail:service:${recorded.streamId}:${recorded.revision}`, user.email, serviceMailFor(event, service, params));
  }
}

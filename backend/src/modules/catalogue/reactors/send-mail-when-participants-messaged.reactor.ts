import { Injectable } from '@nestjs/common';
import { ComposedMail, MailingReactor, MailOutbox } from '../../../platform/mail/mail-outbox';
import { Recorded } from '../../../platform/event-store/event-store.port';
import { ProjectionWaiter } from '../../../platform/projections/projection-waiter';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { MemberDirectory } from '../../accounts/public/member-directory';
import { audienceStatuses } from '../domain/message-audience';
import { ParticipantsMessaged } from '../domain/service.events';
import { participantsMessage } from '../mail/participants-message';
import { SERVICES } from '../projections/services.projection';
import { SIGNUPS } from '../projections/signups.projection';

/** A member's mail of a message: its kind names them, so each is one job, sent once (mail:{kind}:…). */
const KIND = 'message:';

/**
 * Issue 41 §7: a message to the participants is one mail per member of its audience, through the mail
 * queue, each keyed by the event and the member, so a replay or a restart sends nobody a second one.
 * Its audience is read once the read models have reached the message; the job holds the member's id only.
 */
@Injectable()
export class SendMailWhenParticipantsMessaged implements MailingReactor<ParticipantsMessaged> {
  readonly name = 'send-mail-when-participants-messaged';
  readonly handles = ['ParticipantsMessaged'] as const;

  constructor(
    private readonly mail: MailOutbox,
    private readonly readStore: ReadStore,
    private readonly members: MemberDirectory,
    private readonly projections: ProjectionWaiter,
  ) {}

  async react(event: Recorded<ParticipantsMessaged>): Promise<void> {
    const { serviceId, audience } = event.data;
    await this.projections.waitFor(event.position);
    const signups = await this.readStore.collection(SIGNUPS).find({ where: { serviceId, status: { in: [...audienceStatuses(audience)] } }, readOnly: true });
    await this.mail.schedule(this, event, ...signups.map((signup) => `${KIND}${signup.userId}`));
  }

  async compose(kind: string, event: Recorded<ParticipantsMessaged>): Promise<ComposedMail | null> {
    const { serviceId, subject, text } = event.data;
    const [user, service] = await Promise.all([this.members.byId(kind.slice(KIND.length)), this.readStore.collection(SERVICES).get(serviceId)]);
    if (!user || !service) return null; // erased since, or the service is gone: nobody to write to
    const url = this.mail.link(`/klub/kartya/${serviceId}`);
    return { to: user.email, content: participantsMessage({ firstName: user.firstName, serviceName: service.name, url, subject, text }) };
  }
}

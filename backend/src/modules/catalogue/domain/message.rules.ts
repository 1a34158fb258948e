import { DecisionMeta } from '../../../shared/decider';
import { noRecipients } from './catalogue.errors';
import { audienceStatuses } from './message-audience';
import { MessageParticipants } from './service.commands';
import { ServiceEvent } from './service.events';
import { ExistingService } from './service.state';

/** A message goes only where someone is to read it: an audience of nobody is refused, not recorded. */
export function messageParticipants(state: ExistingService, { data }: MessageParticipants, meta: DecisionMeta): ServiceEvent[] {
  const statuses = audienceStatuses(data.audience);
  const recipients = [...state.signups.values()].filter((signup) => statuses.includes(signup.status)).length;
  if (recipients === 0) throw noRecipients();
  return [{ type: 'ParticipantsMessaged', data: { serviceId: state.serviceId, ...data, recipients, sentAt: meta.now.toISOString() } }];
}

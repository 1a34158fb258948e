import { deciderSpec, SPEC_NOW } from '../../../shared/testing/decider-specification';
import { ServiceCommand } from './service.commands';
import { serviceDecider } from './service.decider';
import { MessageAudience } from './message-audience';
import * as f from './testing/fixtures';

const spec = deciderSpec(serviceDecider);
const message = (audience: MessageAudience): ServiceCommand => ({ type: 'MessageParticipants', data: { audience, subject: 'Új helyszín', text: 'A 12-es teremben leszünk.' } });
const messaged = (audience: MessageAudience, recipients: number) => ({
  type: 'ParticipantsMessaged' as const,
  data: { serviceId: f.S, audience, subject: 'Új helyszín', text: 'A 12-es teremben leszünk.', recipients, sentAt: SPEC_NOW.toISOString() },
});

describe('a message to a service’s participants (issue 41 §7)', () => {
  const given = [
    ...f.open(2, { needsApproval: true, waitlistAvailable: true }),
    f.signedUp('u1', 'awaiting'),
    f.signedUp('u2', 'awaiting'),
    f.approved('u1'),
    f.signedUp('u3', 'waitlisted'),
    f.signedUp('u4', 'waitlisted'),
    f.rejected('u4', 'waitlisted'),
  ];
  it('counts those with a place (approved or awaiting), those on the waitlist, or both; never the rejected', () => {
    spec.given(given).when(message('seated')).then([messaged('seated', 2)]);
    spec.given(given).when(message('waitlisted')).then([messaged('waitlisted', 1)]);
    spec.given(given).when(message('all')).then([messaged('all', 3)]);
  });
  it('refuses a message to nobody', () => {
    spec.given(f.open(2)).when(message('all')).thenThrows('NO_RECIPIENTS');
    spec.given([...f.open(2), f.signedUp('u1')]).when(message('waitlisted')).thenThrows('NO_RECIPIENTS');
  });
  it('changes nothing of the seats', () =>
    spec.given([...f.open(1, { waitlistAvailable: true }), f.signedUp('u1'), messaged('seated', 1), f.signedUp('u2', 'waitlisted'), f.cancelled('u1')]).when(f.promote).then([f.promoted('u2')]));
});

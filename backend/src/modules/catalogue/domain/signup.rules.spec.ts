import { deciderSpec } from '../../../shared/testing/decider-specification';
import { serviceDecider } from './service.decider';
import * as f from './testing/fixtures';

const spec = deciderSpec(serviceDecider);
const { open, signedUp, signUp, settings } = f;

describe('signing up (SPEC §4, issue 4)', () => {
  it('seats the member, approved, while the service is not full', () => spec.given(open(2)).when(signUp('u1')).then([signedUp('u1')]));
  it('seats the member awaiting approval when the service needs approval', () =>
    spec.given(open(2, { needsApproval: true })).when(signUp('u1')).then([signedUp('u1', 'awaiting')]));
  it('has no limit when the limit is null', () =>
    spec.given([...open(null), signedUp('u1'), signedUp('u2'), signedUp('u3')]).when(signUp('u4')).then([signedUp('u4')]));
  it('waitlists the member when full and a waitlist is available', () =>
    spec.given([...open(1, { waitlistAvailable: true }), signedUp('u1')]).when(signUp('u2')).then([signedUp('u2', 'waitlisted')]));
  it('refuses with SERVICE_FULL when full without a waitlist', () => spec.given([...open(1), signedUp('u1')]).when(signUp('u2')).thenThrows('SERVICE_FULL'));
  it('counts awaiting sign-ups as seats', () =>
    spec.given([...open(1, { needsApproval: true }), signedUp('u1', 'awaiting')]).when(signUp('u2')).thenThrows('SERVICE_FULL'));
  it('does not count rejected, cancelled or waitlisted sign-ups as seats', () =>
    spec
      .given([...open(1, { waitlistAvailable: true }), signedUp('u1'), f.rejected('u1'), signedUp('u2', 'waitlisted'), signedUp('u3'), f.cancelled('u3')])
      .when(signUp('u4'))
      .then([signedUp('u4')]));
  it('refuses an inactive service with SERVICE_INACTIVE', () => spec.given([f.created]).when(signUp('u1')).thenThrows('SERVICE_INACTIVE'));
  it('refuses a second sign-up with ALREADY_SIGNED_UP, also from the waitlist or after a rejection', () => {
    spec.given([...open(2), signedUp('u1')]).when(signUp('u1')).thenThrows('ALREADY_SIGNED_UP');
    spec.given([...open(0, { waitlistAvailable: true }), signedUp('u1', 'waitlisted')]).when(signUp('u1')).thenThrows('ALREADY_SIGNED_UP');
    spec.given([...open(2), signedUp('u1'), f.rejected('u1')]).when(signUp('u1')).thenThrows('ALREADY_SIGNED_UP');
  });
  it('refuses an archived service as SERVICE_NOT_FOUND, as if it did not exist', () =>
    spec.given(open(2)).when(signUp('u1', { archived: true })).thenThrows('SERVICE_NOT_FOUND'));
  it('lets a member who cancelled sign up again', () => spec.given([...open(2), signedUp('u1'), f.cancelled('u1')]).when(signUp('u1')).then([signedUp('u1')]));
  it('answers SERVICE_NOT_FOUND for a service that does not exist', () => spec.given([]).when(signUp('u1')).thenThrows('SERVICE_NOT_FOUND'));

  describe('waitlist priority', () => {
    const full = [...open(1, { waitlistAvailable: true, waitlistPriorityAvailable: true }), signedUp('u1')];
    it('is recorded where the service offers it', () =>
      spec.given(full).when(signUp('u2', { waitlistPriority: true })).then([signedUp('u2', 'waitlisted', { waitlistPriority: true })]));
    it('is ignored where the service does not offer it', () =>
      spec.given([...open(1, { waitlistAvailable: true }), signedUp('u1')]).when(signUp('u2', { waitlistPriority: true })).then([signedUp('u2', 'waitlisted')]));
  });

  describe('radio question', () => {
    const radio = open(5, { radio: true, radio1Text: 'Kezdő', radio2Text: 'Haladó', radio3Text: '', radio4Text: 'Profi' });
    it('requires an answer with RADIO_ANSWER_REQUIRED', () => spec.given(radio).when(signUp('u1')).thenThrows('RADIO_ANSWER_REQUIRED'));
    it('records an answer among the options', () =>
      spec.given(radio).when(signUp('u1', { radioAnswer: 2 })).then([signedUp('u1', 'approved', { radioAnswer: 2 })]));
    it('refuses an option without text with INVALID_RADIO_ANSWER', () => spec.given(radio).when(signUp('u1', { radioAnswer: 3 })).thenThrows('INVALID_RADIO_ANSWER'));
    it('refuses option 4 while option 3 has no text', () => spec.given(radio).when(signUp('u1', { radioAnswer: 4 })).thenThrows('INVALID_RADIO_ANSWER'));
    it('accepts option 4 once option 3 has text', () =>
      spec.given([...radio, settings({ radio3Text: 'Mester' })]).when(signUp('u1', { radioAnswer: 4 })).then([signedUp('u1', 'approved', { radioAnswer: 4 })]));
    it('drops an answer where the service asks no question', () => spec.given(open(5)).when(signUp('u1', { radioAnswer: 1 })).then([signedUp('u1')]));
  });
});

describe('cancelling', () => {
  it('frees the seat of a member where the service is cancelable', () =>
    spec.given([...open(1), signedUp('u1')]).when(f.cancel('u1')).then([f.cancelled('u1')]));
  it('takes a member off the waitlist', () =>
    spec.given([...open(0, { waitlistAvailable: true }), signedUp('u1', 'waitlisted')]).when(f.cancel('u1')).then([f.cancelled('u1', 'waitlisted')]));
  it('refuses with NOT_CANCELABLE where the service is not cancelable', () =>
    spec.given([...open(1, { cancelable: false }), signedUp('u1')]).when(f.cancel('u1')).thenThrows('NOT_CANCELABLE'));
  it('refuses with NOT_SIGNED_UP without a sign-up, or after a rejection', () => {
    spec.given(open(1)).when(f.cancel('u1')).thenThrows('NOT_SIGNED_UP');
    spec.given([...open(1), signedUp('u1'), f.rejected('u1')]).when(f.cancel('u1')).thenThrows('NOT_SIGNED_UP');
  });
  it('refuses an archived service as SERVICE_NOT_FOUND', () =>
    spec.given([...open(1), signedUp('u1')]).when(f.cancel('u1', true)).thenThrows('SERVICE_NOT_FOUND'));
});

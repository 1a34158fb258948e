import { DecisionMeta } from '../../../shared/decider';
import { CodeDrawer } from './code-pool';
import { freeSeats } from './seats';
import { CancelSignup, SignUp } from './service.commands';
import * as errors from './catalogue.errors';
import { ServiceEvent } from './service.events';
import { radioOptions, ServiceSettings } from './service-settings';
import { ExistingService } from './service.state';

function checkedRadioAnswer(settings: ServiceSettings, answer: number | null): number | null {
  if (!settings.radio) return null;
  if (answer === null) throw errors.radioAnswerRequired();
  if (!radioOptions(settings).includes(answer)) throw errors.invalidRadioAnswer();
  return answer;
}

/**
 * SPEC §4 and issue 4: not full → a seat (approved, or awaiting approval); full with a waitlist →
 * waitlisted; full without one → SERVICE_FULL. The seat count is read from this stream's own state, and
 * the append expects the revision it was read at, so no burst can seat more members than the limit.
 */
export function signUp(state: ExistingService, { data }: SignUp, { now }: DecisionMeta): ServiceEvent[] {
  const { settings, serviceId } = state;
  // Members reach neither unknown nor archived services (an archived one keeps its stream for a restore).
  if (data.archived) throw errors.serviceNotFound();
  if (state.signups.has(data.userId)) throw errors.alreadySignedUp();
  if (!settings.active) throw errors.serviceInactive();
  const radioAnswer = checkedRadioAnswer(settings, data.radioAnswer);
  const waitlistPriority = data.waitlistPriority && settings.waitlistPriorityAvailable;
  const base = { serviceId, userId: data.userId, signedUpAt: now.toISOString(), waitlistPriority, radioAnswer };
  if (freeSeats(state) === 0) {
    if (!settings.waitlistAvailable) throw errors.serviceFull();
    return [{ type: 'SignedUp', data: { ...base, status: 'waitlisted', code: null } }];
  }
  const status = settings.needsApproval ? 'awaiting' : 'approved';
  const code = status === 'approved' ? new CodeDrawer(state).next(data.userId) : null;
  return [{ type: 'SignedUp', data: { ...base, status, code } }];
}

/** A member withdraws (seated or waitlisted) only where the service allows it; a rejection stays. */
export function cancelSignup(state: ExistingService, { data }: CancelSignup): ServiceEvent[] {
  if (data.archived) throw errors.serviceNotFound();
  const signup = state.signups.get(data.userId);
  if (!signup || signup.status === 'rejected') throw errors.notSignedUp();
  if (!state.settings.cancelable) throw errors.notCancelable();
  return [{ type: 'SignupCancelled', data: { serviceId: state.serviceId, userId: data.userId, from: signup.status } }];
}

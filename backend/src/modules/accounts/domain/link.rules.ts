import { DecisionMeta } from '../../../shared/decider';
import { codeIsOpen, issueCode } from './code-policy';
import { assertLiveCode } from './code-rules';
import { CheckCode, CompleteSignup, RequestPasswordReset, ResetPassword, SetPasswordWithActivation } from './user.commands';
import * as errors from './accounts.errors';
import { UserEvent } from './user.events';
import { UserState } from './user.state';

/**
 * The single-use links (DESIGN §3): each works while it is the live, unexpired code of its kind, and
 * the event that uses it makes it dead. Every failure is INVALID_CODE, so a guess learns nothing.
 */
export function checkCode(state: UserState, { data }: CheckCode, { now }: DecisionMeta): UserEvent[] {
  assertLiveCode(state, data.kind, data.codeHash, now);
  return [];
}

/** An imported member gives the missing data and a password. */
export function completeSignup(state: UserState, { data }: CompleteSignup, { now }: DecisionMeta): UserEvent[] {
  const { codeHash, ...completion } = data;
  const user = assertLiveCode(state, 'completion', codeHash, now);
  return [{ type: 'SignupCompleted', data: { userId: user.userId, ...completion } }];
}

export function setPasswordWithActivation(state: UserState, { data }: SetPasswordWithActivation, { now }: DecisionMeta): UserEvent[] {
  const user = assertLiveCode(state, 'activation', data.codeHash, now);
  return [{ type: 'ActivationCompleted', data: { userId: user.userId, passwordHash: data.passwordHash } }];
}

/**
 * Works for activated members, with or without a password (it doubles as a lost activation mail).
 * The codes are SPEC §8's sign-in codes, with their statuses (`accounts.errors.ts`). While a
 * link sent earlier still works, a repeat sends nothing new (issue 38 §8): anyone can type anyone's
 * address, and one open link per account is all its inbox gets.
 */
export function requestPasswordReset(state: UserState, { data }: RequestPasswordReset, { now }: DecisionMeta): UserEvent[] {
  if (state.status === 'none') throw errors.wrongEmail();
  if (state.status === 'rejected') throw errors.accountDisabled();
  if (state.status !== 'activated') throw errors.notActivated();
  if (codeIsOpen(state.codes.reset, now)) return [];
  const reset = issueCode('reset', data.code.codeId, data.code.codeHash, now);
  return [{ type: 'PasswordResetRequested', data: { userId: state.userId, email: state.email, firstName: state.firstName, reset } }];
}

export function resetPassword(state: UserState, { data }: ResetPassword, { now }: DecisionMeta): UserEvent[] {
  const user = assertLiveCode(state, 'reset', data.codeHash, now);
  return [{ type: 'PasswordReset', data: { userId: user.userId, passwordHash: data.passwordHash } }];
}

import { DecisionMeta } from '../../../shared/decider';
import { BootstrapAdmin, ChangeOwnPassword, ChangePassword, EndSessions, LogIn } from './user.commands';
import * as errors from './accounts.errors';
import { UserEvent } from './user.events';
import { UserState } from './user.state';

/**
 * SPEC §8 names the e-mail problem before the password problem. Signing in appends nothing: the
 * handler checks the password (scrypt) and passes only whether it matched.
 */
export function logIn(state: UserState, { data }: LogIn): UserEvent[] {
  if (state.status === 'none') throw errors.wrongEmail();
  if (state.status === 'rejected') throw errors.accountDisabled();
  if (state.status !== 'activated') throw errors.notActivated();
  if (state.passwordHash === null) throw errors.passwordNotSet();
  if (!data.passwordMatches) throw errors.wrongPassword();
  return [];
}

/** The administrator of ADMIN_EMAIL, created once on the first start. */
export function bootstrapAdmin(state: UserState, { data }: BootstrapAdmin, { now }: DecisionMeta): UserEvent[] {
  if (state.status !== 'none') throw errors.userExists();
  const { userId, email, passwordHash } = data;
  return [{ type: 'AdminBootstrapped', data: { userId, email, firstName: 'Adminisztrátor', lastName: 'Klub', passwordHash, createdAt: now.toISOString() } }];
}

/** A set ADMIN_PASSWORD replaces the stored one: the documented way back in. */
export function changePassword(state: UserState, { data }: ChangePassword): UserEvent[] {
  if (state.status === 'none') throw errors.wrongEmail();
  return [{ type: 'PasswordChanged', data: { userId: state.userId, passwordHash: data.passwordHash } }];
}

/**
 * The member's own password change: the current password first (WRONG_PASSWORD, a 400, changes
 * nothing). Like every new password it ends the member's sessions (session-version.ts); the device
 * that asked gets a new token.
 */
export function changeOwnPassword(state: UserState, { data }: ChangeOwnPassword): UserEvent[] {
  if (state.status !== 'activated') throw errors.notActivated();
  if (!data.passwordMatches) throw errors.confirmationWrongPassword();
  return [{ type: 'PasswordChanged', data: { userId: state.userId, passwordHash: data.passwordHash } }];
}

/** "Sign out everywhere": the member's every earlier session token stops working (session-version.ts). */
export function endSessions(state: UserState, _command: EndSessions): UserEvent[] {
  if (state.status !== 'activated') throw errors.notActivated();
  return [{ type: 'SessionsEnded', data: { userId: state.userId } }];
}

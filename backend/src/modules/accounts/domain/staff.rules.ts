import { DecisionMeta } from '../../../shared/decider';
import { issueCode } from './code-policy';
import { ActivateUser, DisableUser, EditUser, EraseSelf, EraseUser, RequestProfileCheck } from './user.commands';
import * as errors from './accounts.errors';
import { UserErased, UserEvent } from './user.events';
import { ExistingUser, UserState } from './user.state';

function existing(state: UserState): ExistingUser {
  if (state.status === 'none') throw errors.userNotFound();
  return state;
}

/**
 * Staff may activate an applicant, an imported member and a disabled one (which lifts the block). A
 * member who already chose a password at completion may simply sign in: no link is issued.
 */
export function activateUser(state: UserState, { data }: ActivateUser, { now }: DecisionMeta): UserEvent[] {
  const user = existing(state);
  if (user.status === 'activated' && user.passwordHash !== null) throw errors.alreadyActivated();
  const activation = user.passwordHash === null ? issueCode('activation', data.code.codeId, data.code.codeHash, now) : null;
  return [{ type: 'UserActivated', data: { userId: user.userId, email: user.email, firstName: user.firstName, activation } }];
}

/**
 * An admin can disable a person, never themself; disabling twice changes nothing. A person not yet
 * activated (who applied, or was imported and never activated) is rejected, and the event carries what
 * their mail needs; an activated member is blocked.
 */
export function disableUser(state: UserState, { data }: DisableUser, { actorId }: DecisionMeta): UserEvent[] {
  const user = existing(state);
  if (actorId === user.userId) throw errors.cannotDisableSelf();
  if (user.status === 'rejected') return [];
  if (data.applicationOnly && user.status === 'activated') throw errors.alreadyActivated();
  const { userId, email, firstName } = user;
  const rejected = user.status === 'activated' ? 'member' : 'application';
  // The reason as staff typed it, trimmed; an empty one is none.
  const reason = data.reason?.trim() || null;
  return [{ type: 'UserDisabled', data: { userId, rejected, reason, email, firstName } }];
}

/**
 * An admin can erase a member, never themself. The answer is the PII-free record the erasure leaves
 * (DESIGN §3): the handler deletes the person's streams and appends it to the `erasures` stream. A
 * person already gone from the log but still in the read models (an erasure that died half-way) is
 * erased again, so repeating the call finishes it.
 */
export function eraseUser(state: UserState, { data }: EraseUser, { now, actorId }: DecisionMeta): UserErased[] {
  if (state.status === 'none' && !data.leftovers) throw errors.userNotFound();
  if (actorId === data.userId) throw errors.cannotDeleteSelf();
  return [{ type: 'UserErased', data: { userId: data.userId, erasedAt: now.toISOString() } }];
}

/**
 * A member erases their own account with their password (WRONG_PASSWORD changes nothing). Staff
 * accounts are removed by another admin, so the club is never left without one by a click.
 */
export function eraseSelf(state: UserState, { data }: EraseSelf, { now }: DecisionMeta): UserErased[] {
  const user = existing(state);
  if (!data.passwordMatches) throw errors.confirmationWrongPassword();
  if (user.admin) throw errors.cannotDeleteSelf();
  return [{ type: 'UserErased', data: { userId: user.userId, erasedAt: now.toISOString() } }];
}

/**
 * Staff may correct contact details (the e-mail's uniqueness is the e-mail claim's job). A new address
 * ends what the old one held (issue 38 §3): its codes and the member's sessions; the link still due
 * (to set a password after activation, or to complete an import) is issued again for the new one.
 */
export function editUser(state: UserState, { data }: EditUser, { now }: DecisionMeta): UserEvent[] {
  const user = existing(state);
  const { code, ...contact } = data;
  const edited: UserEvent = { type: 'UserEditedByAdmin', data: { userId: user.userId, ...contact } };
  if (contact.email === user.email) return [edited];
  const dueAgain = (kind: 'activation' | 'completion', due: boolean) => (due ? issueCode(kind, code.codeId, code.codeHash, now) : null);
  const activation = dueAgain('activation', user.status === 'activated' && user.passwordHash === null);
  const completion = dueAgain('completion', user.status === 'imported' && !user.completed);
  const { userId, email: previousEmail } = user;
  return [edited, { type: 'EmailAddressChanged', data: { userId, previousEmail, email: contact.email, firstName: contact.firstName, activation, completion } }];
}

/**
 * Only activated members are asked to check their data: staff accounts have no school, phone or
 * zip to check, and would be made to invent them.
 */
export function requestProfileCheck(state: UserState, _command: RequestProfileCheck): UserEvent[] {
  return state.status === 'activated' && !state.admin ? [{ type: 'ProfileCheckRequested', data: { userId: state.userId } }] : [];
}

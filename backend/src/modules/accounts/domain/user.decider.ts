import { Decider } from '../../../shared/decider';
import { DomainError } from '../../../shared/domain-error';
import { issueCode } from './code-policy';
import { assertLiveCode } from './code-rules';
import { normalizeTeachingLevels } from './teaching-levels';
import { UserCommand } from './user.commands';
import * as errors from './user.errors';
import { UserEvent } from './user.events';
import { evolveUser, ExistingUser, initialUserState, UserState } from './user.state';
import { unreachable } from '../../../shared/unreachable';

function existing(state: UserState): ExistingUser {
  if (state.status === 'none') throw errors.userNotFound();
  return state;
}

function decide(command: UserCommand, state: UserState): UserEvent[] {
  switch (command.type) {
    case 'LogIn':
      // Order matters: SPEC §8 names the e-mail problem before the password problem.
      if (state.status === 'none') throw errors.wrongEmail();
      if (state.status === 'rejected') throw errors.accountDisabled();
      if (state.status !== 'activated' || state.passwordHash === null) throw errors.notActivated();
      if (!command.data.passwordMatches) throw errors.wrongPassword();
      return [];
    case 'BootstrapAdmin': {
      if (state.status !== 'none') throw errors.userExists();
      const { userId, email, passwordHash, now } = command.data;
      const data = { userId, email, firstName: 'Adminisztrátor', lastName: 'Klub', passwordHash, createdAt: now.toISOString() };
      return [{ type: 'AdminBootstrapped', data }];
    }
    case 'ChangePassword':
      if (state.status === 'none') throw errors.wrongEmail();
      return [{ type: 'PasswordChanged', data: { userId: state.userId, passwordHash: command.data.passwordHash } }];
    case 'ApplyAsTeacher': {
      if (state.status !== 'none') throw errors.emailTaken();
      const { now, ...data } = command.data;
      return [{ type: 'TeacherApplied', data: { ...data, appliedAt: now.toISOString() } }];
    }
    case 'ImportMember': {
      if (state.status !== 'none') throw errors.emailTaken();
      const { now, code, ...data } = command.data;
      const completion = issueCode('completion', code.codeId, code.codeHash, now);
      return [{ type: 'MemberImported', data: { ...data, importedAt: now.toISOString(), completion } }];
    }
    case 'CheckCode':
      assertLiveCode(state, command.data.kind, command.data.codeHash, command.data.now);
      return [];
    case 'CompleteSignup': {
      const { codeHash, now, ...data } = command.data;
      const user = assertLiveCode(state, 'completion', codeHash, now);
      return [{ type: 'SignupCompleted', data: { userId: user.userId, ...data } }];
    }
    case 'SetPasswordWithActivation': {
      const user = assertLiveCode(state, 'activation', command.data.codeHash, command.data.now);
      return [{ type: 'ActivationCompleted', data: { userId: user.userId, passwordHash: command.data.passwordHash } }];
    }
    case 'ActivateUser': {
      const user = existing(state);
      if (user.status === 'activated' && user.passwordHash !== null) throw errors.alreadyActivated();
      // A member who already chose a password at completion may simply sign in: no link needed.
      const { code, now } = command.data;
      const activation = user.passwordHash === null ? issueCode('activation', code.codeId, code.codeHash, now) : null;
      return [{ type: 'UserActivated', data: { userId: user.userId, email: user.email, firstName: user.firstName, activation } }];
    }
    case 'DisableUser': {
      const user = existing(state);
      if (command.data.actorId === user.userId) throw new DomainError('CANNOT_DISABLE_SELF', 'conflict');
      return user.status === 'rejected' ? [] : [{ type: 'UserDisabled', data: { userId: user.userId } }];
    }
    case 'RequestPasswordReset': {
      if (state.status === 'none') throw errors.resetWrongEmail();
      if (state.status === 'rejected') throw errors.resetAccountDisabled();
      if (state.status !== 'activated') throw errors.resetNotActivated();
      const reset = issueCode('reset', command.data.code.codeId, command.data.code.codeHash, command.data.now);
      return [{ type: 'PasswordResetRequested', data: { userId: state.userId, email: state.email, firstName: state.firstName, reset } }];
    }
    case 'ResetPassword': {
      const user = assertLiveCode(state, 'reset', command.data.codeHash, command.data.now);
      return [{ type: 'PasswordReset', data: { userId: user.userId, passwordHash: command.data.passwordHash } }];
    }
    case 'UpdateProfile': {
      const user = existing(state);
      const data = { ...command.data, ...normalizeTeachingLevels(command.data) };
      return [{ type: 'ProfileUpdated', data: { userId: user.userId, ...data } }];
    }
    case 'RequestProfileCheck':
      return state.status === 'activated' ? [{ type: 'ProfileCheckRequested', data: { userId: state.userId } }] : [];
    case 'EditUser':
      return [{ type: 'UserEditedByAdmin', data: { userId: existing(state).userId, ...command.data } }];
    default:
      return unreachable(command);
  }
}

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState: initialUserState,
  evolve: evolveUser,
  decide,
};

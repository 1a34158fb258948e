import { DecisionMeta, Decider } from '../../../shared/decider';
import { unreachable } from '../../../shared/unreachable';
import { applyAsTeacher, importMember } from './membership.rules';
import { checkCode, completeSignup, requestPasswordReset, resetPassword, setPasswordWithActivation } from './link.rules';
import { grantPartnerConsent, revokePartnerConsent } from './consent.rules';
import { updateProfile } from './profile.rules';
import { bootstrapAdmin, changeOwnPassword, changePassword, endSessions, logIn } from './sign-in.rules';
import { activateUser, disableUser, editUser, eraseSelf, eraseUser, requestProfileCheck } from './staff.rules';
import { UserCommand } from './user.commands';
import { UserErased, UserEvent } from './user.events';
import { evolveUser, initialUserState, UserState } from './user.state';

/** One `user-{id}` stream guards a member's status, profile, password and live codes (DESIGN §3). */
function decide(command: UserCommand, state: UserState, meta: DecisionMeta): Array<UserEvent | UserErased> {
  switch (command.type) {
    case 'LogIn':
      return logIn(state, command);
    case 'BootstrapAdmin':
      return bootstrapAdmin(state, command, meta);
    case 'ChangePassword':
      return changePassword(state, command);
    case 'ChangeOwnPassword':
      return changeOwnPassword(state, command);
    case 'ApplyAsTeacher':
      return applyAsTeacher(state, command, meta);
    case 'ImportMember':
      return importMember(state, command, meta);
    case 'CheckCode':
      return checkCode(state, command, meta);
    case 'CompleteSignup':
      return completeSignup(state, command, meta);
    case 'SetPasswordWithActivation':
      return setPasswordWithActivation(state, command, meta);
    case 'RequestPasswordReset':
      return requestPasswordReset(state, command, meta);
    case 'ResetPassword':
      return resetPassword(state, command, meta);
    case 'ActivateUser':
      return activateUser(state, command, meta);
    case 'DisableUser':
      return disableUser(state, command, meta);
    case 'EraseUser':
      return eraseUser(state, command, meta);
    case 'EditUser':
      return editUser(state, command, meta);
    case 'UpdateProfile':
      return updateProfile(state, command);
    case 'RequestProfileCheck':
      return requestProfileCheck(state, command);
    case 'GrantPartnerConsent':
      return grantPartnerConsent(state, command, meta);
    case 'RevokePartnerConsent':
      return revokePartnerConsent(state, command);
    case 'EraseSelf':
      return eraseSelf(state, command, meta);
    case 'EndSessions':
      return endSessions(state, command);
    default:
      return unreachable(command);
  }
}

export const userDecider: Decider<UserState, UserCommand, UserEvent | UserErased> = {
  initialState: initialUserState,
  evolve: evolveUser,
  decide,
};

import { Decider } from '../../../shared/decider';
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
function decide(command: UserCommand, state: UserState): Array<UserEvent | UserErased> {
  switch (command.type) {
    case 'LogIn':
      return logIn(state, command);
    case 'BootstrapAdmin':
      return bootstrapAdmin(state, command);
    case 'ChangePassword':
      return changePassword(state, command);
    case 'ChangeOwnPassword':
      return changeOwnPassword(state, command);
    case 'ApplyAsTeacher':
      return applyAsTeacher(state, command);
    case 'ImportMember':
      return importMember(state, command);
    case 'CheckCode':
      return checkCode(state, command);
    case 'CompleteSignup':
      return completeSignup(state, command);
    case 'SetPasswordWithActivation':
      return setPasswordWithActivation(state, command);
    case 'RequestPasswordReset':
      return requestPasswordReset(state, command);
    case 'ResetPassword':
      return resetPassword(state, command);
    case 'ActivateUser':
      return activateUser(state, command);
    case 'DisableUser':
      return disableUser(state, command);
    case 'EraseUser':
      return eraseUser(state, command);
    case 'EditUser':
      return editUser(state, command);
    case 'UpdateProfile':
      return updateProfile(state, command);
    case 'RequestProfileCheck':
      return requestProfileCheck(state, command);
    case 'GrantPartnerConsent':
      return grantPartnerConsent(state, command);
    case 'RevokePartnerConsent':
      return revokePartnerConsent(state, command);
    case 'EraseSelf':
      return eraseSelf(state, command);
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

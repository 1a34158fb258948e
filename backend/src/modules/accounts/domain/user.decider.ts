import { Decider } from '../../../shared/decider';
import { UserCommand } from './user.commands';
import { UserEvent } from './user.events';
import { evolveUser, initialUserState, UserState } from './user.state';
import { accountDisabled, notActivated, userExists, wrongEmail, wrongPassword } from './user.errors';

function decide(command: UserCommand, state: UserState): UserEvent[] {
  switch (command.type) {
    case 'LogIn':
      // Order matters: SPEC §8 names the e-mail problem before the password problem.
      if (state.status === 'none') throw wrongEmail();
      if (state.status === 'rejected') throw accountDisabled();
      if (state.status !== 'activated' || state.passwordHash === null) throw notActivated();
      if (!command.data.passwordMatches) throw wrongPassword();
      return [];
    case 'BootstrapAdmin':
      if (state.status !== 'none') throw userExists();
      return [
        {
          type: 'AdminBootstrapped',
          data: {
            userId: command.data.userId,
            email: command.data.email,
            firstName: 'Adminisztrátor',
            lastName: 'Klub',
            passwordHash: command.data.passwordHash,
            createdAt: command.data.now.toISOString(),
          },
        },
      ];
    case 'ChangePassword':
      if (state.status === 'none') throw wrongEmail();
      return [{ type: 'PasswordChanged', data: { userId: state.userId, passwordHash: command.data.passwordHash } }];
    default: {
      const _exhaustive: never = command;
      return [];
    }
  }
}

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState: initialUserState,
  evolve: evolveUser,
  decide,
};

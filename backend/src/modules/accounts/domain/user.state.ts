import { UserEvent } from './user.events';

/** Lifecycle of a member (DESIGN §3); `registered` = activated and a password is set. */
export type UserStatus = 'applied' | 'imported' | 'activated' | 'rejected';

export type UserState =
  | { status: 'none' }
  | {
      status: UserStatus;
      userId: string;
      email: string;
      admin: boolean;
      passwordHash: string | null;
    };

export const initialUserState = (): UserState => ({ status: 'none' });

export function evolveUser(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'AdminBootstrapped':
      return {
        status: 'activated',
        userId: event.data.userId,
        email: event.data.email,
        admin: true,
        passwordHash: event.data.passwordHash,
      };
    case 'PasswordChanged':
      return state.status === 'none' ? state : { ...state, passwordHash: event.data.passwordHash };
    default: {
      const _exhaustive: never = event;
      return state;
    }
  }
}

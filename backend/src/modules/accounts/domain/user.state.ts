import { CodeKind } from './code-policy';
import { endsSessions } from './session-version';
import { IssuedCode, UserErased, UserEvent } from './user.events';
import { unreachable } from '../../../shared/unreachable';

/**
 * Lifecycle of a member (DESIGN §3): applied or imported → activated by staff; rejected = disabled.
 * "Registered" (SPEC §3) is not a status of its own: it means a password is set.
 */
export type UserStatus = 'applied' | 'imported' | 'activated' | 'rejected';

export interface ExistingUser {
  status: UserStatus;
  userId: string;
  email: string;
  firstName: string;
  admin: boolean;
  passwordHash: string | null;
  /** Imported members complete their data themselves; until then OM and education id are missing. */
  completed: boolean;
  codes: Record<CodeKind, IssuedCode | null>;
  /** Partner sites the member has let receive data, and not revoked. */
  partners: string[];
  /** Moves on with each event that ends the member's sessions (session-version.ts). */
  sessionVersion: number;
}

export type UserState = { status: 'none' } | ExistingUser;

export const initialUserState = (): UserState => ({ status: 'none' });

const NO_CODES: Record<CodeKind, IssuedCode | null> = { activation: null, reset: null, completion: null };

function newUser(userId: string, email: string, firstName: string, status: UserStatus): ExistingUser {
  return { status, userId, email, firstName, admin: false, passwordHash: null, completed: true, codes: NO_CODES, partners: [], sessionVersion: 0 };
}

export function evolveUser(state: UserState, event: UserEvent | UserErased): UserState {
  const next = evolveAccount(state, event);
  return next.status !== 'none' && endsSessions(event) ? { ...next, sessionVersion: next.sessionVersion + 1 } : next;
}

function evolveAccount(state: UserState, event: UserEvent | UserErased): UserState {
  // An erased person is nobody (their stream is deleted; this only keeps the fold total).
  if (event.type === 'UserErased') return initialUserState();
  if (event.type === 'AdminBootstrapped') {
    return { ...newUser(event.data.userId, event.data.email, event.data.firstName, 'activated'), admin: true, passwordHash: event.data.passwordHash };
  }
  if (event.type === 'TeacherApplied') return newUser(event.data.userId, event.data.email, event.data.firstName, 'applied');
  if (event.type === 'MemberImported') {
    const user = newUser(event.data.userId, event.data.email, event.data.firstName, 'imported');
    return { ...user, completed: false, codes: { ...NO_CODES, completion: event.data.completion } };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'PasswordChanged':
      // A reset link asked for before the change would undo it: it dies (issue 38 §3).
      return { ...state, passwordHash: event.data.passwordHash, codes: { ...state.codes, reset: null } };
    case 'SignupCompleted':
      return { ...state, completed: true, passwordHash: event.data.passwordHash, codes: { ...state.codes, completion: null } };
    case 'UserActivated':
      return { ...state, status: 'activated', codes: { ...state.codes, activation: event.data.activation } };
    case 'ActivationCompleted':
      return { ...state, passwordHash: event.data.passwordHash, codes: { ...state.codes, activation: null } };
    case 'UserDisabled':
      return { ...state, status: 'rejected', codes: NO_CODES };
    case 'PasswordResetRequested':
      return { ...state, codes: { ...state.codes, reset: event.data.reset } };
    case 'PasswordReset':
      return { ...state, passwordHash: event.data.passwordHash, codes: { ...state.codes, reset: null } };
    case 'ProfileUpdated':
      return { ...state, firstName: event.data.firstName };
    case 'UserEditedByAdmin':
      return { ...state, email: event.data.email, firstName: event.data.firstName };
    case 'EmailAddressChanged':
      return { ...state, codes: { activation: event.data.activation, completion: event.data.completion, reset: null } };
    case 'ProfileCheckRequested':
    case 'SessionsEnded':
      return state;
    case 'PartnerConsentGranted':
      return state.partners.includes(event.data.partnerId) ? state : { ...state, partners: [...state.partners, event.data.partnerId] };
    case 'PartnerConsentRevoked':
      return { ...state, partners: state.partners.filter((id) => id !== event.data.partnerId) };
    default:
      return unreachable(event);
  }
}

import { UserErased, UserEvent } from './user.events';

/**
 * The events after which every session token issued before them stops working (DESIGN §5): "sign out
 * everywhere", a new password (changed or reset), disabling and a new e-mail address given by staff. Each moves the account's session
 * version on by one; a token carries the version it was issued at, and the guard refuses one that is
 * behind, so an ending is exact even within the second the token was issued in. Erasure needs no step:
 * the account itself is gone.
 */
const SESSION_ENDING: ReadonlySet<UserEvent['type']> = new Set([
  'SessionsEnded',
  'PasswordChanged',
  'PasswordReset',
  'UserDisabled',
  'EmailAddressChanged',
]);

export const endsSessions = (event: UserEvent | UserErased): boolean => SESSION_ENDING.has(event.type as UserEvent['type']);


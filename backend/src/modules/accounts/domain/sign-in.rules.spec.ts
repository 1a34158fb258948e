import { deciderSpec } from '../../../shared/testing/decider-specification';
import * as f from './testing/fixtures';
import { userDecider } from './user.decider';
import { UserEvent } from './user.events';

const spec = deciderSpec(userDecider);
const logIn = (passwordMatches: boolean) => ({ type: 'LogIn' as const, data: { passwordMatches } });

describe('sign-in', () => {
  it('refuses an unknown e-mail with WRONG_EMAIL', () => spec.given([]).when(logIn(true)).thenThrows('WRONG_EMAIL'));
  it('refuses an applicant staff have not activated with NOT_ACTIVATED', () => spec.given([f.applied]).when(logIn(true)).thenThrows('NOT_ACTIVATED'));
  it('tells an activated member who has not set a password to use the activation link: PASSWORD_NOT_SET', () =>
    spec.given([f.applied, f.activated]).when(logIn(true)).thenThrows('PASSWORD_NOT_SET'));
  it('refuses a wrong password with WRONG_PASSWORD', () => spec.given([f.applied, f.activated, f.passwordSet]).when(logIn(false)).thenThrows('WRONG_PASSWORD'));
  it('lets an activated member with the right password in, appending nothing', () =>
    spec.given([f.applied, f.activated, f.passwordSet]).when(logIn(true)).then([]));
  it('refuses a disabled member with ACCOUNT_DISABLED even with the right password', () =>
    spec.given([f.applied, f.activated, f.passwordSet, f.disabled]).when(logIn(true)).thenThrows('ACCOUNT_DISABLED'));
  it('refuses an imported member who completed the signup until staff activate them', () =>
    spec.given([f.imported, f.completed]).when(logIn(true)).thenThrows('NOT_ACTIVATED'));
});

describe('bootstrap admin', () => {
  it('creates an activated administrator with a password', () =>
    spec.given([]).when({ type: 'BootstrapAdmin', data: { userId: 'u0', email: 'admin@example.org', passwordHash: 'h' } }).then([f.adminBootstrapped]));
  it('never creates the same user twice', () =>
    spec.given([f.adminBootstrapped]).when({ type: 'BootstrapAdmin', data: { userId: 'u0', email: 'admin@example.org', passwordHash: 'x' } }).thenThrows('USER_EXISTS'));
  it('replaces the password from the configuration', () =>
    spec.given([f.adminBootstrapped]).when({ type: 'ChangePassword', data: { passwordHash: 'h2' } }).then([{ type: 'PasswordChanged', data: { userId: 'u0', passwordHash: 'h2' } }]));
});

describe('sign out everywhere', () => {
  const endSessions = { type: 'EndSessions' as const, data: {} };
  it('ends the sessions of an activated member', () =>
    spec.given([f.applied, f.activated, f.passwordSet]).when(endSessions).then([{ type: 'SessionsEnded', data: { userId: f.applied.data.userId } }]));
  it('refuses anyone not activated', () => spec.given([f.applied]).when(endSessions).thenThrows('NOT_ACTIVATED'));
  it('refuses a disabled member', () => spec.given([f.applied, f.activated, f.passwordSet, f.disabled]).when(endSessions).thenThrows('NOT_ACTIVATED'));
});

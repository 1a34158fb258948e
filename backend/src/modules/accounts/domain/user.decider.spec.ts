import { deciderSpec } from '../../../shared/testing/decider-specification';
import { emailClaimDecider } from './email-claim.decider';
import * as f from './testing/fixtures';
import { userDecider } from './user.decider';
import { UserEvent } from './user.events';

const spec = deciderSpec(userDecider);
const { NOW, LATER } = f;
const logIn = (passwordMatches: boolean) => ({ type: 'LogIn' as const, data: { passwordMatches } });
const code = { codeId: 'new-id', codeHash: 'new-hash' };
const admin: UserEvent = {
  type: 'AdminBootstrapped',
  data: { userId: 'u0', email: 'admin@example.org', firstName: 'Adminisztrátor', lastName: 'Klub', passwordHash: 'h', createdAt: NOW.toISOString() },
};

describe('sign-in', () => {
  it('refuses an unknown e-mail with WRONG_EMAIL', () => spec.given([]).when(logIn(true)).thenThrows('WRONG_EMAIL'));
  it('refuses an applicant staff have not activated with NOT_ACTIVATED', () => spec.given([f.applied]).when(logIn(true)).thenThrows('NOT_ACTIVATED'));
  it('refuses an activated member who has not set a password with NOT_ACTIVATED', () =>
    spec.given([f.applied, f.activated]).when(logIn(true)).thenThrows('NOT_ACTIVATED'));
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
    spec.given([]).when({ type: 'BootstrapAdmin', data: { userId: 'u0', email: 'admin@example.org', passwordHash: 'h', now: NOW } }).then([admin]));
  it('never creates the same user twice', () =>
    spec.given([admin]).when({ type: 'BootstrapAdmin', data: { userId: 'u0', email: 'admin@example.org', passwordHash: 'x', now: NOW } }).thenThrows('USER_EXISTS'));
  it('replaces the password from the configuration', () =>
    spec.given([admin]).when({ type: 'ChangePassword', data: { passwordHash: 'h2' } }).then([{ type: 'PasswordChanged', data: { userId: 'u0', passwordHash: 'h2' } }]));
});

describe('teacher application', () => {
  const { appliedAt, ...applyData } = (f.applied as Extract<UserEvent, { type: 'TeacherApplied' }>).data;
  it('records the application of a new person', () =>
    spec.given([]).when({ type: 'ApplyAsTeacher', data: { ...applyData, now: NOW } }).then([f.applied]));
  it('refuses a second application on the same account with EMAIL_TAKEN', () =>
    spec.given([f.applied]).when({ type: 'ApplyAsTeacher', data: { ...applyData, now: NOW } }).thenThrows('EMAIL_TAKEN'));
});

describe('activation by staff', () => {
  const activate = { type: 'ActivateUser' as const, data: { code: { codeId: 'a-id', codeHash: 'activation-hash' }, now: NOW } };
  it('issues an activation link that expires in 14 days', () => spec.given([f.applied]).when(activate).then([f.activated]));
  it('sends no link to a member who already set a password at completion', () =>
    spec.given([f.imported, f.completed]).when(activate).then([f.activatedWithoutLink]));
  it('refuses to activate an already registered member', () =>
    spec.given([f.applied, f.activated, f.passwordSet]).when(activate).thenThrows('ALREADY_ACTIVATED'));
  it('re-issues the link when an activated member never set a password', () =>
    spec.given([f.applied, f.activated]).when(activate).then([f.activated]));
  it('lifts a block: a disabled member can be activated again', () =>
    spec.given([f.applied, f.disabled]).when(activate).then([f.activated]));
  it('answers USER_NOT_FOUND for nobody', () => spec.given([]).when(activate).thenThrows('USER_NOT_FOUND'));
});

describe('activation link', () => {
  const setPassword = (codeHash: string, now = NOW) => ({ type: 'SetPasswordWithActivation' as const, data: { codeHash, passwordHash: 'pw-1', now } });
  it('sets the password with the live code', () => spec.given([f.applied, f.activated]).when(setPassword('activation-hash')).then([f.passwordSet]));
  it('is single use: a used code is INVALID_CODE', () =>
    spec.given([f.applied, f.activated, f.passwordSet]).when(setPassword('activation-hash')).thenThrows('INVALID_CODE'));
  it('expires', () => spec.given([f.applied, f.activated]).when(setPassword('activation-hash', LATER(15 * 86400000))).thenThrows('INVALID_CODE'));
  it('refuses a wrong code', () => spec.given([f.applied, f.activated]).when(setPassword('other')).thenThrows('INVALID_CODE'));
  it('dies when the member is disabled', () => spec.given([f.applied, f.activated, f.disabled]).when(setPassword('activation-hash')).thenThrows('INVALID_CODE'));
  it('is verified without side effects', () =>
    spec.given([f.applied, f.activated]).when({ type: 'CheckCode', data: { kind: 'activation', codeHash: 'activation-hash', now: NOW } }).then([]));
});

describe('completion of imported members', () => {
  const complete = (codeHash: string, now = NOW) => ({
    type: 'CompleteSignup' as const,
    data: { codeHash, phone: '+36 1 234 5678', schoolOm: '900001', personalId: '71234567890', passwordHash: 'pw-1', now },
  });
  it('records the missing data and the password', () => spec.given([f.imported]).when(complete('completion-hash')).then([f.completed]));
  it('is single use', () => spec.given([f.imported, f.completed]).when(complete('completion-hash')).thenThrows('INVALID_CODE'));
  it('expires after 30 days', () => spec.given([f.imported]).when(complete('completion-hash', LATER(31 * 86400000))).thenThrows('INVALID_CODE'));
  it('refuses importing an e-mail that already has an account', () =>
    spec.given([f.applied]).when({ type: 'ImportMember', data: { ...f.contact, userId: 'u1', code, now: NOW } }).thenThrows('EMAIL_TAKEN'));
});

describe('password reset', () => {
  const request = { type: 'RequestPasswordReset' as const, data: { code: { codeId: 'r-id', codeHash: 'reset-hash' }, now: NOW } };
  const reset = (codeHash: string, now = NOW) => ({ type: 'ResetPassword' as const, data: { codeHash, passwordHash: 'pw-2', now } });
  const registered = [f.applied, f.activated, f.passwordSet];
  it('sends a reset link to an activated member', () => spec.given(registered).when(request).then([f.resetRequested]));
  it('names an unknown e-mail WRONG_EMAIL', () => spec.given([]).when(request).thenThrows('WRONG_EMAIL'));
  it('names an applicant NOT_ACTIVATED', () => spec.given([f.applied]).when(request).thenThrows('NOT_ACTIVATED'));
  it('names a disabled member ACCOUNT_DISABLED', () => spec.given([...registered, f.disabled]).when(request).thenThrows('ACCOUNT_DISABLED'));
  it('sets the new password with the live code, once', () => {
    spec.given([...registered, f.resetRequested]).when(reset('reset-hash')).then([{ type: 'PasswordReset', data: { userId: 'u1', passwordHash: 'pw-2' } }]);
    spec
      .given([...registered, f.resetRequested, { type: 'PasswordReset', data: { userId: 'u1', passwordHash: 'pw-2' } }])
      .when(reset('reset-hash'))
      .thenThrows('INVALID_CODE');
  });
  it('expires after two hours', () => spec.given([...registered, f.resetRequested]).when(reset('reset-hash', LATER(3 * 3600000))).thenThrows('INVALID_CODE'));
});

describe('disabling', () => {
  it('marks the member rejected', () => spec.given([f.applied]).when({ type: 'DisableUser', data: { actorId: 'u0' } }).then([f.disabled]));
  it('is idempotent', () => spec.given([f.applied, f.disabled]).when({ type: 'DisableUser', data: { actorId: 'u0' } }).then([]));
  it('never lets an admin disable themself', () =>
    spec.given([admin]).when({ type: 'DisableUser', data: { actorId: 'u0' } }).thenThrows('CANNOT_DISABLE_SELF'));
});

describe('profile', () => {
  const profile = { firstName: 'Anna', lastName: 'Kiss', nickName: 'Panni', phone: '+36 30 1', zip: '6720', city: 'Szeged', schoolId: 's1' };
  it('clears szakmaiTargy and idenErettsegi when technikum is unticked', () =>
    spec
      .given([f.applied, f.activated])
      .when({ type: 'UpdateProfile', data: { ...profile, ...f.levels, szakgimnazium: false } })
      .then([{ type: 'ProfileUpdated', data: { userId: 'u1', ...profile, ...f.levels, szakgimnazium: false, szakmaiTargy: false, idenErettsegi: false } }]));
  it('clears idenErettsegi when szakmaiTargy is unticked', () =>
    spec
      .given([f.applied, f.activated])
      .when({ type: 'UpdateProfile', data: { ...profile, ...f.levels, szakmaiTargy: false } })
      .then([{ type: 'ProfileUpdated', data: { userId: 'u1', ...profile, ...f.levels, szakmaiTargy: false, idenErettsegi: false } }]));
  it('asks activated members only for a data check', () => {
    spec.given([f.applied, f.activated]).when({ type: 'RequestProfileCheck', data: {} }).then([{ type: 'ProfileCheckRequested', data: { userId: 'u1' } }]);
    spec.given([f.applied]).when({ type: 'RequestProfileCheck', data: {} }).then([]);
  });
});

describe('e-mail uniqueness', () => {
  const claims = deciderSpec(emailClaimDecider);
  it('claims a free e-mail for a user', () =>
    claims.given([]).when({ type: 'ClaimEmail', data: { userId: 'u1' } }).then([{ type: 'EmailClaimed', data: { userId: 'u1' } }]));
  it('refuses an e-mail that is already claimed with EMAIL_TAKEN', () =>
    claims.given([{ type: 'EmailClaimed', data: { userId: 'u1' } }]).when({ type: 'ClaimEmail', data: { userId: 'u2' } }).thenThrows('EMAIL_TAKEN'));
});

import { deciderSpec } from '../../../shared/testing/decider-specification';
import * as f from './testing/fixtures';
import { userDecider } from './user.decider';
import { UserEvent } from './user.events';

const spec = deciderSpec(userDecider);
const { LATER } = f;

describe('activation link', () => {
  const setPassword = (codeHash: string) => ({ type: 'SetPasswordWithActivation' as const, data: { codeHash, passwordHash: 'pw-1' } });
  it('sets the password with the live code', () => spec.given([f.applied, f.activated]).when(setPassword('activation-hash')).then([f.passwordSet]));
  it('is single use: a used code is INVALID_CODE', () =>
    spec.given([f.applied, f.activated, f.passwordSet]).when(setPassword('activation-hash')).thenThrows('INVALID_CODE'));
  it('expires', () => spec.given([f.applied, f.activated]).when(setPassword('activation-hash'), { now: LATER(15 * 86400000) }).thenThrows('INVALID_CODE'));
  it('refuses a wrong code', () => spec.given([f.applied, f.activated]).when(setPassword('other')).thenThrows('INVALID_CODE'));
  it('dies when the member is disabled', () => spec.given([f.applied, f.activated, f.disabled]).when(setPassword('activation-hash')).thenThrows('INVALID_CODE'));
  it('is verified without side effects', () =>
    spec.given([f.applied, f.activated]).when({ type: 'CheckCode', data: { kind: 'activation', codeHash: 'activation-hash' } }).then([]));
});

describe('completion of imported members', () => {
  const complete = (codeHash: string) => ({
    type: 'CompleteSignup' as const,
    data: { codeHash, phone: '+36 1 234 5678', schoolOm: '900001', personalId: '71234567890', passwordHash: 'pw-1' },
  });
  it('records the missing data and the password', () => spec.given([f.imported]).when(complete('completion-hash')).then([f.completed]));
  it('is single use', () => spec.given([f.imported, f.completed]).when(complete('completion-hash')).thenThrows('INVALID_CODE'));
  it('expires after 30 days', () => spec.given([f.imported]).when(complete('completion-hash'), { now: LATER(31 * 86400000) }).thenThrows('INVALID_CODE'));
  it('records the school the member picked (issue 41 §4)', () => {
    const withSchool = { ...complete('completion-hash'), data: { ...complete('completion-hash').data, schoolId: 's1' } };
    spec.given([f.imported]).when(withSchool).then([{ ...f.completed, data: { ...f.completed.data, schoolId: 's1' } } as UserEvent]);
  });
});

describe('password reset', () => {
  const request = { type: 'RequestPasswordReset' as const, data: { code: { codeId: 'r-id', codeHash: 'reset-hash' } } };
  const reset = (codeHash: string) => ({ type: 'ResetPassword' as const, data: { codeHash, passwordHash: 'pw-2' } });
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
  it('sends nothing new while the link sent before still works, and a new link once it has expired or been used', () => {
    const again = { type: 'RequestPasswordReset' as const, data: { code: { codeId: 'r2-id', codeHash: 'reset2-hash' } } };
    spec.given([...registered, f.resetRequested]).when(again, { now: LATER(10 * 60000) }).then([]);
    spec.given([...registered, f.resetRequested]).when(again, { now: LATER(119 * 60000) }).then([]);
    const renewed = (at: Date): UserEvent => ({
      type: 'PasswordResetRequested',
      data: { userId: 'u1', email: f.contact.email, firstName: 'Anna', reset: { codeId: 'r2-id', codeHash: 'reset2-hash', expiresAt: new Date(at.getTime() + 2 * 3600000).toISOString() } },
    });
    spec.given([...registered, f.resetRequested]).when(again, { now: LATER(2 * 3600000) }).then([renewed(LATER(2 * 3600000))]);
    const used: UserEvent = { type: 'PasswordReset', data: { userId: 'u1', passwordHash: 'pw-2' } };
    spec.given([...registered, f.resetRequested, used]).when(again).then([renewed(f.NOW)]);
  });
  it('expires after two hours', () => spec.given([...registered, f.resetRequested]).when(reset('reset-hash'), { now: LATER(3 * 3600000) }).thenThrows('INVALID_CODE'));
});

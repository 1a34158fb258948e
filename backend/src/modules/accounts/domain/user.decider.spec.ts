import { deciderSpec } from '../../../shared/testing/decider-specification';
import { emailClaimDecider } from './email-claim.decider';
import { userDecider } from './user.decider';
import { UserEvent } from './user.events';

const spec = deciderSpec(userDecider);
const now = new Date('2026-11-21T10:00:00Z');
const admin: UserEvent = {
  type: 'AdminBootstrapped',
  data: {
    userId: 'u1',
    email: 'admin@example.org',
    firstName: 'Adminisztrátor',
    lastName: 'Klub',
    passwordHash: 'hash-1',
    createdAt: now.toISOString(),
  },
};

describe('sign-in', () => {
  it('refuses an unknown e-mail with WRONG_EMAIL', () => {
    spec.given([]).when({ type: 'LogIn', data: { passwordMatches: true } }).thenThrows('WRONG_EMAIL');
  });

  it('refuses a wrong password with WRONG_PASSWORD', () => {
    spec.given([admin]).when({ type: 'LogIn', data: { passwordMatches: false } }).thenThrows('WRONG_PASSWORD');
  });

  it('lets an activated user with the right password in, appending nothing', () => {
    spec.given([admin]).when({ type: 'LogIn', data: { passwordMatches: true } }).then([]);
  });

  it('uses the newest password after a change', () => {
    const changed: UserEvent = { type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'hash-2' } };
    const state = [admin, changed].reduce(userDecider.evolve, userDecider.initialState());
    expect(state).toMatchObject({ passwordHash: 'hash-2' });
  });
});

describe('bootstrap admin', () => {
  it('creates an activated administrator with a password', () => {
    spec
      .given([])
      .when({ type: 'BootstrapAdmin', data: { userId: 'u1', email: 'admin@example.org', passwordHash: 'hash-1', now } })
      .then([admin]);
  });

  it('never creates the same user twice', () => {
    spec
      .given([admin])
      .when({ type: 'BootstrapAdmin', data: { userId: 'u1', email: 'admin@example.org', passwordHash: 'x', now } })
      .thenThrows('USER_EXISTS');
  });

  it('changes the password of an existing user', () => {
    spec
      .given([admin])
      .when({ type: 'ChangePassword', data: { passwordHash: 'hash-2' } })
      .then([{ type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'hash-2' } }]);
  });
});

describe('e-mail uniqueness', () => {
  const claims = deciderSpec(emailClaimDecider);

  it('claims a free e-mail for a user', () => {
    claims
      .given([])
      .when({ type: 'ClaimEmail', data: { userId: 'u1' } })
      .then([{ type: 'EmailClaimed', data: { userId: 'u1' } }]);
  });

  it('refuses an e-mail that is already claimed with EMAIL_TAKEN', () => {
    claims
      .given([{ type: 'EmailClaimed', data: { userId: 'u1' } }])
      .when({ type: 'ClaimEmail', data: { userId: 'u2' } })
      .thenThrows('EMAIL_TAKEN');
  });
});

describe('sign-in of accounts that cannot sign in yet', () => {
  const base = { userId: 'u2', email: 'tanar@example.org', admin: false };
  const logIn = { type: 'LogIn' as const, data: { passwordMatches: true } };

  it('refuses an applicant who is not activated with NOT_ACTIVATED', () => {
    expect(() => userDecider.decide(logIn, { ...base, status: 'applied', passwordHash: null })).toThrow('NOT_ACTIVATED');
  });

  it('refuses an activated member who has not set a password yet with NOT_ACTIVATED', () => {
    expect(() => userDecider.decide(logIn, { ...base, status: 'activated', passwordHash: null })).toThrow('NOT_ACTIVATED');
  });

  it('refuses a disabled (rejected) member with ACCOUNT_DISABLED', () => {
    expect(() => userDecider.decide(logIn, { ...base, status: 'rejected', passwordHash: 'h' })).toThrow('ACCOUNT_DISABLED');
  });
});

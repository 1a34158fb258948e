import { fold } from '../../../shared/decider';
import { deciderSpec, SPEC_NOW } from '../../../shared/testing/decider-specification';
import * as f from './testing/fixtures';
import { UserCommand } from './user.commands';
import { userDecider } from './user.decider';
import { UserErased, UserEvent } from './user.events';

const spec = deciderSpec(userDecider);
const member: UserEvent[] = [f.applied, f.activated, f.passwordSet];

/** The account's session version after these events (a token of an older one no longer works). */
const versionAfter = (events: Array<UserEvent | UserErased>) => {
  const state = fold(userDecider, events);
  return state.status === 'none' ? null : state.sessionVersion;
};
/** What the decider appends for `command` on top of `given`, asked by the administrator u0. */
const decided = (given: UserEvent[], command: UserCommand) => userDecider.decide(command, fold(userDecider, given), { now: SPEC_NOW, actorId: 'u0' });

const endings: Array<{ name: string; given: UserEvent[]; command: UserCommand; then: UserEvent }> = [
  { name: '"sign out everywhere"', given: member, command: { type: 'EndSessions', data: {} }, then: { type: 'SessionsEnded', data: { userId: 'u1' } } },
  {
    name: "the member's own password change",
    given: member,
    command: { type: 'ChangeOwnPassword', data: { passwordMatches: true, passwordHash: 'pw-2' } },
    then: { type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'pw-2' } },
  },
  {
    name: 'a password reset from the mailed link',
    given: [...member, f.resetRequested],
    command: { type: 'ResetPassword', data: { codeHash: 'reset-hash', passwordHash: 'pw-2' } },
    then: { type: 'PasswordReset', data: { userId: 'u1', passwordHash: 'pw-2' } },
  },
  { name: 'disabling by staff', given: member, command: { type: 'DisableUser', data: { reason: null } }, then: f.blocked },
  {
    name: 'ADMIN_PASSWORD replacing the administrator\'s password',
    given: [f.adminBootstrapped],
    command: { type: 'ChangePassword', data: { passwordHash: 'h2' } },
    then: { type: 'PasswordChanged', data: { userId: 'u0', passwordHash: 'h2' } },
  },
];

describe('the session version kept with the account (issue 22 §3)', () => {
  it('starts at 0', () => {
    expect(versionAfter(member)).toBe(0);
    expect(versionAfter([f.adminBootstrapped])).toBe(0);
  });

  describe.each(endings)('$name', ({ given, command, then }) => {
    it('appends the event that ends the sessions', () => spec.given(given).when(command).then([then]));
    it('moves the version on by one, so every token issued before it is behind', () =>
      expect(versionAfter([...given, ...decided(given, command)])).toBe(versionAfter(given)! + 1));
  });

  it('moves on with each ending, two in a row included (no clock is involved)', () => {
    const twice: UserEvent[] = [...member, { type: 'SessionsEnded', data: { userId: 'u1' } }, { type: 'SessionsEnded', data: { userId: 'u1' } }];
    expect(versionAfter(twice)).toBe(2);
  });

  it('stays where it is for everything else a member or staff do', () => {
    const profile = { firstName: 'Anna', lastName: 'Kiss', nickName: 'Panni', phone: '+36 30 123 4567', zip: '6720', city: 'Szeged', schoolId: 's1', ...f.levels };
    const others: UserEvent[] = [
      { type: 'ProfileUpdated', data: { userId: 'u1', ...profile } },
      { type: 'ProfileCheckRequested', data: { userId: 'u1' } },
      { type: 'UserEditedByAdmin', data: { userId: 'u1', ...f.contact } },
      f.resetRequested,
      { type: 'PartnerConsentGranted', data: { userId: 'u1', partnerId: 'p1', data: ['name'], grantedAt: f.NOW.toISOString() } },
    ];
    expect(versionAfter([...member, ...others])).toBe(0);
    spec.given(member).when({ type: 'LogIn', data: { passwordMatches: true } }).then([]);
  });

  it('needs no step on erasure: the account, and with it every session, is gone', () => {
    const erased: UserErased = { type: 'UserErased', data: { userId: 'u1', erasedAt: f.NOW.toISOString() } };
    spec.given(member).when({ type: 'EraseSelf', data: { passwordMatches: true } }).then([erased]);
    expect(versionAfter([...member, erased])).toBeNull();
  });
});

describe("the member's own password change", () => {
  const change = (passwordMatches: boolean): UserCommand =>
    ({ type: 'ChangeOwnPassword', data: passwordMatches ? { passwordMatches, passwordHash: 'pw-2' } : { passwordMatches } }) as UserCommand;
  it('refuses a wrong current password with WRONG_PASSWORD, changing nothing', () => spec.given(member).when(change(false)).thenThrows('WRONG_PASSWORD'));
  it('refuses a disabled member', () => spec.given([...member, f.disabled]).when(change(true)).thenThrows('NOT_ACTIVATED'));
});

describe('a new e-mail address given by staff (issue 38 §3)', () => {
  const edit = (email: string): UserCommand => ({ type: 'EditUser', data: { ...f.contact, email, code: { codeId: 'n-id', codeHash: 'new-hash' } } });
  it('ends every session issued before it', () => expect(versionAfter([...member, ...decided(member, edit('uj.cim@example.org'))])).toBe(1));
  it('leaves them alone when the address stays', () => expect(versionAfter([...member, ...decided(member, edit(f.contact.email))])).toBe(0));
});

describe('a reset link asked for before a password change', () => {
  it('dies with the change: it would undo it', () => {
    const changed: UserEvent = { type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'pw-2' } };
    spec.given([...member, f.resetRequested, changed]).when({ type: 'ResetPassword', data: { codeHash: 'reset-hash', passwordHash: 'pw-3' } }).thenThrows('INVALID_CODE');
  });
});

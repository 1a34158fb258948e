import { deciderSpec } from '../../../shared/testing/decider-specification';
import * as f from './testing/fixtures';
import { userDecider } from './user.decider';
import { UserErased, UserEvent } from './user.events';

const spec = deciderSpec(userDecider);
const { NOW } = f;
const admin: UserEvent = f.adminBootstrapped;

describe('activation by staff', () => {
  const activate = { type: 'ActivateUser' as const, data: { code: { codeId: 'a-id', codeHash: 'activation-hash' } } };
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

describe('disabling', () => {
  const disable = (reason: string | null = null) => ({ type: 'DisableUser' as const, data: { reason } });
  const byAdmin = { actorId: 'u0' };
  it('rejects an applicant, with the address and name their mail needs', () =>
    spec.given([f.applied]).when(disable(), byAdmin).then([f.rejected()]));
  it('keeps the reason staff gave, trimmed, for the mail and the trail; a blank one is none', () => {
    spec.given([f.applied]).when(disable('  Nem tanítasz informatikát.  '), byAdmin).then([f.rejected('Nem tanítasz informatikát.')]);
    spec.given([f.applied]).when(disable('   '), byAdmin).then([f.rejected()]);
  });
  it('rejects an imported member who was never activated, as an applicant', () =>
    spec.given([f.imported]).when(disable(), byAdmin).then([f.rejected()]));
  it('blocks an activated member', () => spec.given([f.applied, f.activated]).when(disable(), byAdmin).then([f.blocked]));
  it('is idempotent', () => spec.given([f.applied, f.rejected()]).when(disable(), byAdmin).then([]));
  it('is idempotent on a rejection recorded before reasons were', () => spec.given([f.applied, f.disabled]).when(disable(), byAdmin).then([]));
  it('refuses to block a member when only an application is to be rejected (a bulk review)', () => {
    const rejectApplication = { type: 'DisableUser' as const, data: { reason: null, applicationOnly: true } };
    spec.given([f.applied, f.activated]).when(rejectApplication, byAdmin).thenThrows('ALREADY_ACTIVATED');
    spec.given([f.applied]).when(rejectApplication, byAdmin).then([f.rejected()]);
  });
  it('never lets an admin disable themself', () =>
    spec.given([admin]).when(disable(), byAdmin).thenThrows('CANNOT_DISABLE_SELF'));
});

describe('erasure', () => {
  const byAdmin = { actorId: 'u0' };
  const erase = (leftovers = true) => ({ type: 'EraseUser' as const, data: { userId: 'u1', leftovers } });
  const erased: UserErased = { type: 'UserErased', data: { userId: 'u1', erasedAt: f.NOW.toISOString() } };
  it('leaves a PII-free record of the erasure', () => {
    spec.given([f.applied, f.activated]).when(erase(), byAdmin).then([erased]);
    expect(JSON.stringify(erased)).not.toContain(f.contact.email);
  });
  it('finishes an erasure that died half-way: the stream is gone, the rows are not', () =>
    spec.given([]).when(erase(true), byAdmin).then([erased]));
  it('answers USER_NOT_FOUND for nobody', () => spec.given([]).when(erase(false), byAdmin).thenThrows('USER_NOT_FOUND'));
  it('never lets an admin erase themself', () => spec.given([f.applied, f.activated]).when(erase(), { actorId: 'u1' }).thenThrows('CANNOT_DELETE_SELF'));
});

describe('a member erasing their own account', () => {
  const eraseSelf = (passwordMatches: boolean) => ({ type: 'EraseSelf' as const, data: { passwordMatches } });
  const erased: UserErased = { type: 'UserErased', data: { userId: 'u1', erasedAt: NOW.toISOString() } };

  it('erases a member who typed the password again', () => spec.given([f.applied, f.activated, f.passwordSet]).when(eraseSelf(true)).then([erased]));
  it('changes nothing on a wrong password', () => spec.given([f.applied, f.activated, f.passwordSet]).when(eraseSelf(false)).thenThrows('WRONG_PASSWORD'));
  it('leaves staff accounts to another admin', () => spec.given([admin]).when(eraseSelf(true)).thenThrows('CANNOT_DELETE_SELF'));
  it('refuses nobody', () => spec.given([]).when(eraseSelf(true)).thenThrows('USER_NOT_FOUND'));
});

describe('staff correcting a member’s contact details', () => {
  const code = { codeId: 'n-id', codeHash: 'new-hash' };
  const edit = (email: string) => ({ type: 'EditUser' as const, data: { ...f.contact, email, code } });
  const edited = (email: string): UserEvent => ({ type: 'UserEditedByAdmin', data: { userId: 'u1', ...f.contact, email } });
  const linkFor = (days: number) => ({ ...code, expiresAt: f.LATER(days * 86400000).toISOString() });
  const changed = (activation: ReturnType<typeof linkFor> | null, completion: ReturnType<typeof linkFor> | null): UserEvent => ({
    type: 'EmailAddressChanged',
    data: { userId: 'u1', previousEmail: f.contact.email, email: 'javitott@example.org', firstName: 'Anna', activation, completion },
  });

  it('keeps every link and session when the address stays', () =>
    spec.given([f.applied, f.activated]).when(edit(f.contact.email)).then([edited(f.contact.email)]));
  it('issues the activation link again for the new address of a member who never set a password', () =>
    spec.given([f.applied, f.activated]).when(edit('javitott@example.org')).then([edited('javitott@example.org'), changed(linkFor(14), null)]));
  it('issues the completion link again for the new address of an imported member', () =>
    spec.given([f.imported]).when(edit('javitott@example.org')).then([edited('javitott@example.org'), changed(null, linkFor(30))]));
  it('issues nothing for a registered member, and nothing yet for an applicant', () => {
    spec.given([f.applied, f.activated, f.passwordSet]).when(edit('javitott@example.org')).then([edited('javitott@example.org'), changed(null, null)]);
    spec.given([f.applied]).when(edit('javitott@example.org')).then([edited('javitott@example.org'), changed(null, null)]);
  });
  it('kills the old address’s links: the old activation and reset codes no longer work', () => {
    const setPassword = { type: 'SetPasswordWithActivation' as const, data: { codeHash: 'activation-hash', passwordHash: 'p' } };
    spec.given([f.applied, f.activated, edited('javitott@example.org'), changed(linkFor(14), null)]).when(setPassword).thenThrows('INVALID_CODE');
    const reset = { type: 'ResetPassword' as const, data: { codeHash: 'reset-hash', passwordHash: 'p' } };
    spec.given([f.applied, f.activated, f.passwordSet, f.resetRequested, edited('javitott@example.org'), changed(null, null)]).when(reset).thenThrows('INVALID_CODE');
    // The new link works.
    spec
      .given([f.applied, f.activated, edited('javitott@example.org'), changed(linkFor(14), null)])
      .when({ type: 'SetPasswordWithActivation', data: { codeHash: 'new-hash', passwordHash: 'p' } })
      .then([{ type: 'ActivationCompleted', data: { userId: 'u1', passwordHash: 'p' } }]);
  });
});

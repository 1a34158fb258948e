import { replay } from '../../../platform/projections/testing/replay';
import { IssuedCode, UserErased, UserEvent } from '../domain/user.events';
import { userCodesProjection, UserCodesDoc } from './user-codes.projection';

const issued = (codeHash: string): IssuedCode => ({ codeId: `id-${codeHash}`, codeHash, expiresAt: '2026-12-05T10:00:00.000Z' });
const contact = { email: 'anna@example.org', firstName: 'Anna', lastName: 'Kiss', phone: '', zip: '', city: '' };

const imported: UserEvent = { type: 'MemberImported', data: { ...contact, userId: 'u1', importedAt: '2026-11-21T10:00:00.000Z', completion: issued('c-hash') } };
const completed: UserEvent = { type: 'SignupCompleted', data: { userId: 'u1', phone: '+36 30 111 2222', schoolOm: '900001', personalId: '71234567897', passwordHash: 'p' } };
const activated = (hash: string | null): UserEvent => ({ type: 'UserActivated', data: { userId: 'u1', email: contact.email, firstName: 'Anna', activation: hash ? issued(hash) : null } });
const resetAsked: UserEvent = { type: 'PasswordResetRequested', data: { userId: 'u1', email: contact.email, firstName: 'Anna', reset: issued('r-hash') } };

const codesAfter = (events: Array<UserEvent | UserErased>): UserCodesDoc | undefined => replay(userCodesProjection, events).get('u1');

describe('user codes projection: whose live link is this (the user stream still judges it)', () => {
  it('finds the completion code of an imported member until the sign-up is completed', () => {
    expect(codesAfter([imported])).toEqual(expect.objectContaining({ _id: 'u1', completion: 'c-hash', activation: null, reset: null }));
    expect(codesAfter([imported, completed])).toEqual(expect.objectContaining({ completion: null }));
  });

  it('finds the activation code until the password is set', () => {
    expect(codesAfter([activated('a-hash')])).toEqual(expect.objectContaining({ activation: 'a-hash' }));
    expect(codesAfter([activated('a-hash'), { type: 'ActivationCompleted', data: { userId: 'u1', passwordHash: 'p' } }])).toEqual(expect.objectContaining({ activation: null }));
  });

  it('keeps no activation code when the member may sign in at once', () => {
    expect(codesAfter([activated(null)])).toEqual(expect.objectContaining({ activation: null }));
  });

  it('finds the reset code until the password is reset; a new request replaces the old code', () => {
    expect(codesAfter([activated(null), resetAsked])).toEqual(expect.objectContaining({ reset: 'r-hash' }));
    const again: UserEvent = { ...resetAsked, data: { ...resetAsked.data, reset: issued('r2-hash') } } as UserEvent;
    expect(codesAfter([activated(null), resetAsked, again])).toEqual(expect.objectContaining({ reset: 'r2-hash' }));
    expect(codesAfter([activated(null), resetAsked, { type: 'PasswordReset', data: { userId: 'u1', passwordHash: 'p' } }])).toEqual(expect.objectContaining({ reset: null }));
  });

  it('forgets every code of a disabled or erased member', () => {
    expect(codesAfter([activated('a-hash'), resetAsked, { type: 'UserDisabled', data: { userId: 'u1' } }])).toBeUndefined();
    expect(codesAfter([imported, { type: 'UserErased', data: { userId: 'u1', erasedAt: '2026-11-22T10:00:00.000Z' } }])).toBeUndefined();
  });
});

describe('user codes projection after a password change or a new address (issue 38 §3)', () => {
  it('drops the reset code when the password is changed', () => {
    expect(codesAfter([activated(null), resetAsked, { type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'p2' } }])).toEqual(expect.objectContaining({ reset: null }));
  });

  it('keeps only the links issued for the new address', () => {
    const changed = (activation: IssuedCode | null, completion: IssuedCode | null): UserEvent => ({
      type: 'EmailAddressChanged',
      data: { userId: 'u1', previousEmail: contact.email, email: 'uj@example.org', firstName: 'Anna', activation, completion },
    });
    expect(codesAfter([activated('a-hash'), resetAsked, changed(issued('a2-hash'), null)])).toEqual(expect.objectContaining({ activation: 'a2-hash', reset: null, completion: null }));
    expect(codesAfter([imported, changed(null, issued('c2-hash'))])).toEqual(expect.objectContaining({ activation: null, reset: null, completion: 'c2-hash' }));
  });
});

import { replay } from '../../../platform/projections/testing/replay';
import { UserErased, UserEvent } from '../domain/user.events';
import { usersProjection, UserDoc } from './users.projection';

const at = '2026-11-21T10:00:00.000Z';
const code = { codeId: 'k1', codeHash: 'h', expiresAt: '2026-12-05T10:00:00.000Z' };
const contact = { email: 'anna@example.org', firstName: 'Anna', lastName: 'Kiss', phone: '+36 30 111 2222', zip: '6720', city: 'Szeged' };
const levels = { altalanosIskola: false, gimnazium: true, szakgimnazium: true, szakmaiTargy: true, idenErettsegi: false, felsooktatas: false };

const applied: UserEvent = { type: 'TeacherApplied', data: { ...contact, userId: 'u1', schoolId: 's1', schoolOm: '900001', personalId: '71234567897', appliedAt: at } };
const imported: UserEvent = { type: 'MemberImported', data: { ...contact, userId: 'u1', importedAt: at, completion: code } };
const activated: UserEvent = { type: 'UserActivated', data: { userId: 'u1', email: contact.email, firstName: 'Anna', activation: code } };

/** The one document after the events (given/then). */
const docAfter = (events: Array<UserEvent | UserErased>): UserDoc | undefined => replay(usersProjection, events).get('u1');

describe('users projection: one row per person (admin tables, profile, guards)', () => {
  it('lists the bootstrap admin as an activated, registered administrator, without the hash', () => {
    const doc = docAfter([{ type: 'AdminBootstrapped', data: { userId: 'u1', email: 'admin@example.org', firstName: 'Adminisztrátor', lastName: 'Klub', passwordHash: 'h', createdAt: at } }]);
    expect(doc).toMatchObject({ email: 'admin@example.org', nickName: 'Adminisztrátor', admin: true, status: 'activated', registered: true, createdAt: at });
    expect(JSON.stringify(doc)).not.toContain('passwordHash');
  });

  it('lists an applicant as applied, with the school and ids given, nicknamed by first name', () => {
    expect(docAfter([applied])).toMatchObject({ ...contact, nickName: 'Anna', schoolId: 's1', schoolOm: '900001', personalId: '71234567897', status: 'applied', admin: false, registered: false, needsProfileCheck: false, createdAt: at });
  });

  it('lists an imported member as imported, waiting to complete, without the code', () => {
    const doc = docAfter([imported]);
    expect(doc).toMatchObject({ ...contact, status: 'imported', completionPending: true, registered: false, schoolId: null });
    expect(JSON.stringify(doc)).not.toContain('codeHash');
  });

  it('marks a completed sign-up registered, with the phone and ids the member gave', () => {
    const completed: UserEvent = { type: 'SignupCompleted', data: { userId: 'u1', phone: '+36 20 333 4444', schoolOm: '900002', personalId: '72345678914', passwordHash: 'h' } };
    expect(docAfter([imported, completed])).toMatchObject({ phone: '+36 20 333 4444', schoolOm: '900002', personalId: '72345678914', registered: true, completionPending: false });
  });

  it('keeps the school a member picked on completing, and an imported OM until then (issue 41 §4)', () => {
    const withOm: UserEvent = { ...imported, data: { ...imported.data, schoolOm: '900002' } } as UserEvent;
    expect(docAfter([withOm])).toMatchObject({ schoolOm: '900002', schoolId: null });
    const completed: UserEvent = { type: 'SignupCompleted', data: { userId: 'u1', phone: '+36 20 333 4444', schoolOm: '900002', personalId: '72345678914', passwordHash: 'h', schoolId: 's2' } };
    expect(docAfter([withOm, completed])).toMatchObject({ schoolId: 's2', schoolOm: '900002' });
  });

  describe('session version', () => {
    const setPassword: UserEvent = { type: 'ActivationCompleted', data: { userId: 'u1', passwordHash: 'h' } };
    const endings: UserEvent[] = [
      { type: 'PasswordReset', data: { userId: 'u1', passwordHash: 'h2' } },
      { type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'h2' } },
      { type: 'UserDisabled', data: { userId: 'u1' } },
      { type: 'SessionsEnded', data: { userId: 'u1' } },
    ];

    it('starts at 0 for every new person, however they came', () => {
      expect(docAfter([applied, activated, setPassword])).toMatchObject({ sessionVersion: 0 });
      expect(docAfter([imported])).toMatchObject({ sessionVersion: 0 });
      expect(docAfter([{ type: 'AdminBootstrapped', data: { userId: 'u1', email: 'admin@example.org', firstName: 'A', lastName: 'K', passwordHash: 'h', createdAt: at } }])).toMatchObject({ sessionVersion: 0 });
    });

    it.each(endings)('moves on by one with $type, whatever else it changes', (event) => {
      expect(docAfter([applied, activated, setPassword, event])).toMatchObject({ sessionVersion: 1 });
    });

    it('counts every ending, even several within one second, and nothing else', () => {
      const profileCheck: UserEvent = { type: 'ProfileCheckRequested', data: { userId: 'u1' } };
      expect(docAfter([applied, activated, setPassword, ...endings, profileCheck, activated])).toMatchObject({ sessionVersion: 4, status: 'activated' });
    });
  });

  it('activates and disables a member', () => {
    expect(docAfter([applied, activated])).toMatchObject({ status: 'activated', registered: false });
    expect(docAfter([applied, activated, { type: 'UserDisabled', data: { userId: 'u1' } }])).toMatchObject({ status: 'rejected' });
  });

  it.each<UserEvent['type']>(['ActivationCompleted', 'PasswordChanged', 'PasswordReset'])('marks the member registered once %s sets a password', (type) => {
    const setPassword = { type, data: { userId: 'u1', passwordHash: 'h' } } as UserEvent;
    const doc = docAfter([applied, activated, setPassword]);
    expect(doc).toMatchObject({ registered: true });
    expect(JSON.stringify(doc)).not.toContain('passwordHash');
  });

  it('keeps the reason staff gave for a rejection, and drops it when the person is activated after all', () => {
    const rejected: UserEvent = { type: 'UserDisabled', data: { userId: 'u1', rejected: 'application', reason: 'Nem tanít informatikát.', email: contact.email, firstName: 'Anna' } };
    expect(docAfter([applied, rejected])).toMatchObject({ status: 'rejected', rejectionReason: 'Nem tanít informatikát.' });
    expect(docAfter([applied, rejected, activated])).not.toHaveProperty('rejectionReason');
    expect(docAfter([applied, { type: 'UserDisabled', data: { userId: 'u1' } }])).not.toHaveProperty('rejectionReason');
  });

  it('changes nothing when a reset is only asked for', () => {
    const before = docAfter([applied, activated]);
    const after = docAfter([applied, activated, { type: 'PasswordResetRequested', data: { userId: 'u1', email: contact.email, firstName: 'Anna', reset: code } }]);
    expect(after).toEqual(before);
  });

  it('asks for a data check, and the saved profile clears the request', () => {
    const checked = docAfter([applied, activated, { type: 'ProfileCheckRequested', data: { userId: 'u1' } }]);
    expect(checked).toMatchObject({ needsProfileCheck: true });
    const profile = { firstName: 'Anna', lastName: 'Kiss-Nagy', nickName: 'Panni', phone: '+36 30 999 8888', zip: '1011', city: 'Budapest', schoolId: 's2', ...levels };
    const saved = docAfter([applied, activated, { type: 'ProfileCheckRequested', data: { userId: 'u1' } }, { type: 'ProfileUpdated', data: { userId: 'u1', ...profile } }]);
    expect(saved).toMatchObject({ ...profile, needsProfileCheck: false, email: contact.email });
  });

  it('knows who has done the data check staff asked for, until they ask again (issue 41 §3)', () => {
    const asked: UserEvent = { type: 'ProfileCheckRequested', data: { userId: 'u1' } };
    const profile = { firstName: 'Anna', lastName: 'Kiss', nickName: 'Anna', phone: '+36 30 999 8888', zip: '1011', city: 'Budapest', schoolId: 's1', ...levels };
    const saved: UserEvent = { type: 'ProfileUpdated', data: { userId: 'u1', ...profile } };
    expect(docAfter([applied, activated, saved])).not.toHaveProperty('profileChecked');
    expect(docAfter([applied, activated, asked])).not.toHaveProperty('profileChecked');
    expect(docAfter([applied, activated, asked, saved])).toMatchObject({ needsProfileCheck: false, profileChecked: true });
    expect(docAfter([applied, activated, asked, saved, saved])).toMatchObject({ profileChecked: true });
    const askedAgain = docAfter([applied, activated, asked, saved, asked]);
    expect(askedAgain).toMatchObject({ needsProfileCheck: true });
    expect(askedAgain).not.toHaveProperty('profileChecked');
  });

  it("takes staff's corrections of the contact details", () => {
    const corrected = { ...contact, email: 'anna.kiss@example.org', lastName: 'Kis' };
    expect(docAfter([applied, { type: 'UserEditedByAdmin', data: { userId: 'u1', ...corrected } }])).toMatchObject(corrected);
  });

  it('drops the row of an erased person', () => {
    expect(docAfter([applied, activated, { type: 'UserErased', data: { userId: 'u1', erasedAt: at } }])).toBeUndefined();
  });

  it('ignores events about a person it has no row for', () => {
    expect(docAfter([{ type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'h' } }])).toBeUndefined();
    expect(docAfter([activated])).toBeUndefined();
  });
});

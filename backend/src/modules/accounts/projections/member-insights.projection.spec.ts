import { replay } from '../../../platform/projections/testing/replay';
import { UserErased, UserEvent } from '../domain/user.events';
import { MemberInsightDoc, memberInsightsProjection } from './member-insights.projection';

const contact = { email: 'anna@example.org', firstName: 'Anna', lastName: 'Kiss', phone: '', zip: '3300', city: 'Eger' };
const levels = { altalanosIskola: false, gimnazium: true, szakgimnazium: false, szakmaiTargy: false, idenErettsegi: true, felsooktatas: false };
const applied: UserEvent = { type: 'TeacherApplied', data: { ...contact, userId: 'u1', schoolId: 's-eger', schoolOm: '900001', personalId: '71234567897', appliedAt: 'x' } };
const activated: UserEvent = { type: 'UserActivated', data: { userId: 'u1', email: contact.email, firstName: 'Anna', activation: null } };

/** The row after the events, the n-th event happening at second n (testing/replay.ts). */
const rowAfter = (events: Array<UserEvent | UserErased>): MemberInsightDoc | undefined => replay(memberInsightsProjection, events).get('u1');
const second = (n: number) => `2026-11-21T10:00:0${n}.000Z`;

describe('member insights projection: a teacher\'s steps into the club, and where they teach', () => {
  it('dates the application, the first activation and the first password from the events themselves', () => {
    const setPassword: UserEvent = { type: 'ActivationCompleted', data: { userId: 'u1', passwordHash: 'h' } };
    const disabled: UserEvent = { type: 'UserDisabled', data: { userId: 'u1' } };
    expect(rowAfter([applied, activated, setPassword, disabled, activated])).toMatchObject({
      status: 'activated', appliedAt: second(0), activatedAt: second(1), registeredAt: second(2), zip: '3300', city: 'Eger', schoolId: 's-eger',
    });
  });

  it('has an imported member with no application, registered when they complete their sign-up', () => {
    const imported: UserEvent = { type: 'MemberImported', data: { ...contact, userId: 'u1', importedAt: 'x', completion: { codeId: 'k', codeHash: 'h', expiresAt: 'x' } } };
    const completed: UserEvent = { type: 'SignupCompleted', data: { userId: 'u1', phone: '', schoolOm: '900001', personalId: '71234567897', passwordHash: 'h' } };
    expect(rowAfter([imported, completed])).toMatchObject({ status: 'imported', appliedAt: null, activatedAt: null, registeredAt: second(1), schoolId: null });
  });

  it('moves a member who changed school and place, and keeps the five school levels of the profile', () => {
    const moved: UserEvent = { type: 'ProfileUpdated', data: { ...contact, nickName: 'Anna', zip: '6720', city: 'Szeged', schoolId: 's-szeged', userId: 'u1', ...levels } };
    expect(rowAfter([applied, moved])).toMatchObject({
      zip: '6720', city: 'Szeged', schoolId: 's-szeged',
      levels: { altalanosIskola: false, gimnazium: true, szakgimnazium: false, szakmaiTargy: false, felsooktatas: false },
    });
  });

  it('has no row for staff, and none left after an erasure', () => {
    const admin: UserEvent = { type: 'AdminBootstrapped', data: { userId: 'u1', email: 'a@example.org', firstName: 'A', lastName: 'B', passwordHash: 'h', createdAt: 'x' } };
    expect(rowAfter([admin, activated, { type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'h' } }])).toBeUndefined();
    expect(rowAfter([applied, activated, { type: 'UserErased', data: { userId: 'u1', erasedAt: 'x' } }])).toBeUndefined();
  });
});

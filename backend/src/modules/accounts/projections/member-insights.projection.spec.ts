import { replay } from '../../../platform/projections/testing/replay';
import { UserErased, UserEvent } from '../domain/user.events';
import { MemberInsightDoc, memberInsightsProjection, standingNow, standingOn } from './member-insights.projection';

const contact = { email: 'anna@example.org', firstName: 'Anna', lastName: 'Kiss', phone: '', zip: '3300', city: 'Eger' };
const levels = { altalanosIskola: false, gimnazium: true, szakgimnazium: false, szakmaiTargy: false, idenErettsegi: true, felsooktatas: false };
const applied: UserEvent = { type: 'TeacherApplied', data: { ...contact, userId: 'u1', schoolId: 's-eger', schoolOm: '900001', personalId: '71234567897', appliedAt: 'x' } };
const activated: UserEvent = { type: 'UserActivated', data: { userId: 'u1', email: contact.email, firstName: 'Anna', activation: null } };

/** The row after the events, the n-th event happening at second n (testing/replay.ts). */
const rowAfter = (events: Array<UserEvent | UserErased>): MemberInsightDoc | undefined => replay(memberInsightsProjection, events).get('u1');

describe('member insights projection: a teacher\'s steps into the club, and where they teach', () => {
  it('dates the application, the first activation and the first password from the events themselves', () => {
    const setPassword: UserEvent = { type: 'ActivationCompleted', data: { userId: 'u1', passwordHash: 'h' } };
    const disabled: UserEvent = { type: 'UserDisabled', data: { userId: 'u1' } };
    const row = rowAfter([applied, activated, setPassword, disabled, activated])!;
    expect(row).toMatchObject({ appliedDay: '2026-11-21', activatedDay: '2026-11-21', registeredDay: '2026-11-21', reviewHours: 1 / 3_600 });
    expect(standingNow(row)).toMatchObject({ status: 'activated', zip: '3300', city: 'Eger', schoolId: 's-eger', levels: [] });
  });

  it('has an imported member with no application, registered when they complete their sign-up', () => {
    const imported: UserEvent = { type: 'MemberImported', data: { ...contact, userId: 'u1', importedAt: 'x', completion: { codeId: 'k', codeHash: 'h', expiresAt: 'x' } } };
    const completed: UserEvent = { type: 'SignupCompleted', data: { userId: 'u1', phone: '', schoolOm: '900001', personalId: '71234567897', passwordHash: 'h' } };
    const row = rowAfter([imported, completed])!;
    expect(row).toMatchObject({ appliedAt: null, appliedDay: null, activatedDay: null, registeredDay: '2026-11-21', reviewHours: null });
    expect(standingNow(row)).toMatchObject({ status: 'imported', schoolId: null });
  });

  it('moves a member who changed school and place, and keeps the five school levels of the profile', () => {
    const moved: UserEvent = { type: 'ProfileUpdated', data: { ...contact, nickName: 'Anna', zip: '6720', city: 'Szeged', schoolId: 's-szeged', userId: 'u1', ...levels } };
    // The profile's sixth box (this year's exams) is no school level.
    expect(standingNow(rowAfter([applied, moved])!)).toMatchObject({ zip: '6720', city: 'Szeged', schoolId: 's-szeged', levels: ['gimnazium'] });
  });

  it('has no row for staff, and none left after an erasure', () => {
    const admin: UserEvent = { type: 'AdminBootstrapped', data: { userId: 'u1', email: 'a@example.org', firstName: 'A', lastName: 'B', passwordHash: 'h', createdAt: 'x' } };
    expect(rowAfter([admin, activated, { type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'h' } }])).toBeUndefined();
    expect(rowAfter([applied, activated, { type: 'UserErased', data: { userId: 'u1', erasedAt: 'x' } }])).toBeUndefined();
  });
});

describe('member insights projection: the days, for the insights now and as of a day', () => {
  const day = (n: number) => `2026-11-${String(20 + n).padStart(2, '0')}T10:00:00.000Z`;
  const at = (event: UserEvent | UserErased, n: number) => ({ ...event, metadata: { actorId: null, correlationId: 'c', occurredAt: day(n) }, streamId: 'user-u1', revision: n, position: n + 1 }) as never;
  const fold = (steps: Array<[UserEvent | UserErased, number]>) =>
    steps.reduce<MemberInsightDoc | null>((doc, [event, n]) => memberInsightsProjection.evolve(doc, at(event, n)), null)!;

  it('tells each step\'s day and the review time once, and keeps where the member stood at the end of each day that changed it', () => {
    const moved: UserEvent = { type: 'ProfileUpdated', data: { ...contact, nickName: 'Anna', zip: '6720', city: 'Szeged', schoolId: 's-szeged', userId: 'u1', ...levels } };
    const doc = fold([[applied, 0], [activated, 2], [{ type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'h' } }, 3], [moved, 3], [{ type: 'UserDisabled', data: { userId: 'u1' } }, 5]]);
    expect(doc).toMatchObject({ appliedDay: '2026-11-20', activatedDay: '2026-11-22', registeredDay: '2026-11-23', reviewHours: 48 });
    expect(doc.standings.map((s) => [s.day, s.status, s.city])).toEqual([
      ['2026-11-20', 'applied', 'Eger'],
      ['2026-11-22', 'activated', 'Eger'],
      ['2026-11-23', 'activated', 'Szeged'],
      ['2026-11-25', 'rejected', 'Szeged'],
    ]);
    expect([standingOn(doc, '2026-11-19'), standingOn(doc, '2026-11-24')?.city, standingOn(doc, '2026-11-24')?.levels]).toEqual([null, 'Szeged', ['gimnazium']]);
  });
});

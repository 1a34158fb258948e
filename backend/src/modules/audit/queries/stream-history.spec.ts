import { recorded } from '../../../platform/projections/testing/replay';
import { RecordedEvent } from '../../../platform/event-store/event-store.port';
import { memberRecordAfter } from '../../accounts/public/member-history';
import { serviceRecordAfter } from '../../catalogue/public/service-history';
import { changedFields } from './stream-history';

const stream = (...events: Array<{ type: string; data: Record<string, unknown> }>): RecordedEvent[] => events.map((event, index) => recorded(event, index));

describe('history replays', () => {
  const service = stream(
    { type: 'ServiceCreated', data: { serviceId: 's1', name: 'Mentorálás', createdAt: '2026-11-01T00:00:00.000Z' } },
    { type: 'ServiceSettingsChanged', data: { serviceId: 's1', changes: { limit: 2, needsApproval: true } } },
    { type: 'SignedUp', data: { serviceId: 's1', userId: 'u1', status: 'awaiting', signedUpAt: 't1', waitlistPriority: false, radioAnswer: null, code: null } },
    { type: 'SignedUp', data: { serviceId: 's1', userId: 'u2', status: 'awaiting', signedUpAt: 't2', waitlistPriority: false, radioAnswer: null, code: null } },
    { type: 'SignupRejected', data: { serviceId: 's1', userId: 'u2', from: 'awaiting' } },
  );

  it("replays a service with the decider's own evolve: settings and who stood where at each revision", () => {
    expect(serviceRecordAfter(service.slice(0, 4))!.signups.map((s) => [s.userId, s.status])).toEqual([['u1', 'awaiting'], ['u2', 'awaiting']]);
    expect(serviceRecordAfter(service)!.signups.map((s) => [s.userId, s.status])).toEqual([['u1', 'awaiting'], ['u2', 'rejected']]);
    expect(serviceRecordAfter(service.slice(0, 1))!.fields).toMatchObject({ name: 'Mentorálás', limit: null });
    expect(serviceRecordAfter([])).toBeNull();
  });

  it('names the fields an event changed, before and after', () => {
    const before = serviceRecordAfter(service.slice(0, 1));
    const after = serviceRecordAfter(service.slice(0, 2));
    expect(changedFields(before, after)).toEqual([
      { field: 'limit', before: null, after: 2 },
      { field: 'needsApproval', before: false, after: true },
    ]);
  });

  it("replays a member's record with the members' read model's evolve, never hashes or codes", () => {
    const member = stream(
      { type: 'TeacherApplied', data: { userId: 'u1', email: 'kiss@iskola.hu', firstName: 'Anna', lastName: 'Kiss', phone: '1', zip: '6720', city: 'Szeged', schoolId: 'sc', schoolOm: '900001', personalId: '7', appliedAt: 't' } },
      { type: 'ActivationCompleted', data: { userId: 'u1', passwordHash: 'scrypt$secret' } },
      { type: 'UserEditedByAdmin', data: { userId: 'u1', email: 'kiss@iskola.hu', firstName: 'Anna', lastName: 'Nagy', phone: '1', zip: '6720', city: 'Szeged' } },
    );
    const record = (events: RecordedEvent[]) => ({ fields: memberRecordAfter(events)! });
    expect(changedFields(record(member.slice(0, 2)), record(member))).toEqual([{ field: 'lastName', before: 'Kiss', after: 'Nagy' }]);
    expect(JSON.stringify(memberRecordAfter(member))).not.toContain('scrypt');
  });
});

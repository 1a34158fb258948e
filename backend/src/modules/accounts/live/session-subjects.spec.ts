import { RecordedEvent } from '../../../platform/event-store/event-store.port';
import { sessionSubjects } from './session-subjects';

const recorded = (streamId: string, type: string, data: Record<string, unknown> = {}): RecordedEvent => ({
  streamId,
  type,
  data,
  revision: 0,
  position: 1,
  metadata: { actorId: null, correlationId: 'c', occurredAt: '2026-11-26T12:00:00.000Z' },
});

describe("whose live streams an event makes check their session again", () => {
  it("names the member of any event of their own stream, whatever the event", () => {
    for (const type of ['SessionsEnded', 'PasswordReset', 'PasswordChanged', 'UserDisabled', 'ProfileUpdated', 'AnEventNotWrittenYet']) {
      expect(sessionSubjects(recorded('user-0b5e', type))).toEqual(['0b5e']);
    }
  });

  it('names an erased member, whose erasure is told in the erasures stream', () => {
    expect(sessionSubjects(recorded('erasures', 'UserErased', { userId: '0b5e', erasedAt: '2026-11-26T12:00:00.000Z' }))).toEqual(['0b5e']);
  });

  it("names nobody for other streams' events, even those that mention a member", () => {
    expect(sessionSubjects(recorded('service-1', 'SignedUp', { userId: '0b5e', serviceId: '1' }))).toEqual([]);
    expect(sessionSubjects(recorded('email-abc', 'EmailClaimed', { userId: '0b5e' }))).toEqual([]);
  });
});

import { Recorded } from '../../../platform/event-store/event-store.port';
import { ServiceEvent, SignedUp } from '../domain/service.events';
import { dayFigures, ServiceInsightDoc, serviceInsightsProjection } from './service-insights.projection';
import { firstSignupsProjection } from './first-signups.projection';

type Step = [at: string, event: ServiceEvent];

/** The service's row after the events, each recorded at its own moment. */
function rowAfter(steps: Step[]): ServiceInsightDoc | null {
  return steps.reduce<ServiceInsightDoc | null>((doc, [at, event], index) => {
    const recorded = { ...event, metadata: { actorId: null, correlationId: 'c', occurredAt: at }, streamId: 'service-x', revision: index, position: index + 1 } as Recorded<ServiceEvent>;
    return serviceInsightsProjection.evolve(doc, recorded as never);
  }, null);
}

const of = <E extends ServiceEvent>(event: E) => event;
const created = of({ type: 'ServiceCreated', data: { serviceId: 'x', name: 'Robotika', createdAt: 'x' } });
const limit = (value: number | null) => of({ type: 'ServiceSettingsChanged', data: { serviceId: 'x', changes: { limit: value } } });
const signedUp = (userId: string, status: SignedUp['data']['status']) =>
  of({ type: 'SignedUp', data: { serviceId: 'x', userId, status, signedUpAt: 'x', waitlistPriority: false, radioAnswer: null, code: null } });

describe('service insights projection: how a service fills, day by day', () => {
  it('keeps each day\'s counts and where the service stood at its end, the limit it had then included', () => {
    const doc = rowAfter([
      ['2026-09-01T08:00:00.000Z', created],
      ['2026-09-01T09:00:00.000Z', limit(1)],
      ['2026-09-02T08:00:00.000Z', signedUp('a', 'approved')],
      ['2026-09-02T09:00:00.000Z', signedUp('b', 'waitlisted')],
      ['2026-10-01T08:00:00.000Z', limit(2)],
      ['2026-10-01T08:00:01.000Z', of({ type: 'PromotedFromWaitlist', data: { serviceId: 'x', userId: 'b', status: 'approved', code: null } })],
      ['2026-10-02T08:00:00.000Z', of({ type: 'SignupCancelled', data: { serviceId: 'x', userId: 'a', from: 'approved' } })],
    ])!;
    expect(doc).toMatchObject({ name: 'Robotika', limit: 2, seatsTaken: 1, waitlist: 0 });
    expect(Object.fromEntries(Object.entries(doc.days).map(([day, figures]) => [day, dayFigures(figures)]))).toEqual({
      '2026-09-01': { signups: 0, promotions: 0, withdrawals: 0, rejections: 0, seatsTaken: 0, waitlist: 0, limit: 1 },
      '2026-09-02': { signups: 2, promotions: 0, withdrawals: 0, rejections: 0, seatsTaken: 1, waitlist: 1, limit: 1 },
      '2026-10-01': { signups: 0, promotions: 1, withdrawals: 0, rejections: 0, seatsTaken: 2, waitlist: 0, limit: 2 },
      '2026-10-02': { signups: 0, promotions: 0, withdrawals: 1, rejections: 0, seatsTaken: 1, waitlist: 0, limit: 2 },
    });
  });

  it('times each approval and rejection from the sign-up; a seat given at once is no decision', () => {
    const doc = rowAfter([
      ['2026-09-01T08:00:00.000Z', created],
      ['2026-09-01T08:00:00.000Z', signedUp('a', 'awaiting')],
      ['2026-09-01T08:00:00.000Z', signedUp('b', 'awaiting')],
      ['2026-09-01T08:00:00.000Z', signedUp('c', 'approved')],
      ['2026-09-01T14:00:00.000Z', of({ type: 'SignupApproved', data: { serviceId: 'x', userId: 'a', from: 'awaiting', code: null } })],
      ['2026-09-03T08:00:00.000Z', of({ type: 'SignupRejected', data: { serviceId: 'x', userId: 'b', from: 'awaiting' } })],
    ])!;
    expect(doc.reviewHours).toEqual({ '2026-09-01': [6], '2026-09-03': [48] });
    expect(doc.undecided).toEqual([]);
    expect(dayFigures(doc.days['2026-09-03'])).toMatchObject({ rejections: 1, seatsTaken: 2 });
  });

  it('files a day by Budapest\'s calendar: 23:30 UTC on 30 September is already 1 October', () => {
    const doc = rowAfter([['2026-09-30T23:30:00.000Z', created]])!;
    expect(Object.keys(doc.days)).toEqual(['2026-10-01']);
    expect(doc).toMatchObject({ createdDay: '2026-10-01', names: [{ day: '2026-10-01', name: 'Robotika' }] });
  });

  it('keeps each name from the day it was given, the last of a day standing for that day', () => {
    const rename = (name: string) => of({ type: 'ServiceSettingsChanged', data: { serviceId: 'x', changes: { name } } });
    const doc = rowAfter([
      ['2026-09-01T08:00:00.000Z', created],
      ['2026-09-05T08:00:00.000Z', rename('Robotika I.')],
      ['2026-09-05T09:00:00.000Z', rename('Robotika alapok')],
      ['2026-10-01T08:00:00.000Z', limit(3)],
    ])!;
    expect(doc.name).toBe('Robotika alapok');
    expect(doc.names).toEqual([{ day: '2026-09-01', name: 'Robotika' }, { day: '2026-09-05', name: 'Robotika alapok' }]);
  });
});

describe('first sign-ups projection', () => {
  const recorded = (event: never, at: string, position: number) => ({ ...(event as object), metadata: { actorId: null, correlationId: 'c', occurredAt: at }, streamId: 's', revision: 0, position }) as never;

  it('keeps a person\'s first sign-up to anything, and forgets it when they are erased', () => {
    const first = firstSignupsProjection.evolve(null, recorded(signedUp('a', 'waitlisted') as never, '2026-09-02T08:00:00.000Z', 1));
    const again = firstSignupsProjection.evolve(first, recorded(signedUp('a', 'approved') as never, '2026-10-02T08:00:00.000Z', 2));
    expect(again).toEqual({ _id: 'a', firstSignupAt: '2026-09-02T08:00:00.000Z', firstSignupDay: '2026-09-02' });
    expect(firstSignupsProjection.evolve(again, recorded({ type: 'UserErased', data: { userId: 'a', erasedAt: 'x' } } as never, '2026-10-03T08:00:00.000Z', 3))).toBeNull();
  });
});

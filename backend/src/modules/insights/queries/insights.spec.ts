import type { InsightsView } from '../../../contract/insights';
import { ProjectorCheckpoints } from '../../../platform/checkpoints/projector-checkpoint';
import { NewEvent } from '../../../platform/event-store/event-store.port';
import { SqliteEventStore } from '../../../platform/event-store/sqlite.event-store';
import { Projector } from '../../../platform/projections/projector';
import { MemoryReadStore } from '../../../platform/read-store/memory.read-store';
import { openSqliteDatabase } from '../../../platform/sqlite/sqlite-database';
import { readModelsAsOf } from '../../../platform/projections/testing/read-models-as-of';
import { addDays } from '../../../shared/calendar-periods';
import { budapestDayEnd } from '../../../shared/budapest-time';
import { ValidationFailed } from '../../../shared/domain-error';
import { InsightsQueries } from './insights-queries';
import { INSIGHT_PROJECTIONS, REACH_BACK } from './insights-sources';

/**
 * The insight projections fed a club's first two months through the real projector: given events
 * (each at its own moment), then the series GET /admin/insights answers, live, after a rebuild, and
 * replayed as of a day.
 */
const NOW = new Date('2026-11-27T09:00:00.000Z');
const levels = { altalanosIskola: false, gimnazium: false, szakgimnazium: false, szakmaiTargy: false, idenErettsegi: false, felsooktatas: false };
const contact = (firstName: string, zip: string, city: string) => ({ email: `${firstName.toLowerCase()}@example.org`, firstName, lastName: 'Teszt', phone: '', zip, city });

type Step = [stream: string, at: string, type: string, data: Record<string, unknown>];

const applied = (userId: string, at: string, zip: string, city: string, schoolId: string): Step => [
  `user-${userId}`, at, 'TeacherApplied', { ...contact(userId, zip, city), userId, schoolId, schoolOm: '900001', personalId: '71234567897', appliedAt: at },
];
const user = (userId: string, at: string, type: string, data: Record<string, unknown> = {}): Step => [`user-${userId}`, at, type, { userId, ...data }];
const service = (at: string, type: string, data: Record<string, unknown> = {}): Step => ['service-x', at, type, { serviceId: 'x', ...data }];
const signedUp = (userId: string, at: string, status: string): Step => service(at, 'SignedUp', { userId, status, signedUpAt: at, waitlistPriority: false, radioAnswer: null, code: null });
const school = (schoolId: string, city: string): Step => ['schools', '2026-09-01T07:00:00.000Z', 'SchoolAdded', { schoolId, om: schoolId, name: `${city}i iskola`, city }];

/** Two months of the club, in the order they happened (UTC mornings: each a plain Budapest day). */
const HISTORY: Step[] = [
  ['user-admin', '2026-09-01T06:00:00.000Z', 'AdminBootstrapped', { userId: 'admin', email: 'admin@example.org', firstName: 'Admin', lastName: 'Klub', passwordHash: 'h', createdAt: '2026-09-01T06:00:00.000Z' }],
  school('s-eger', 'Eger'),
  school('s-szeged', 'Szeged'),
  school('s-pecs', 'Pécs'),
  ['partner-p', '2026-09-01T08:00:00.000Z', 'PartnerRegistered', { partnerId: 'p', name: 'Kódsuli', origins: ['https://kodsuli.example'], data: ['name'], active: true }],
  service('2026-09-01T12:00:00.000Z', 'ServiceCreated', { name: 'Robotika tanfolyam', createdAt: '2026-09-01T12:00:00.000Z' }),
  service('2026-09-02T08:00:00.000Z', 'ServiceSettingsChanged', { changes: { limit: 1 } }),
  applied('anna', '2026-09-07T08:00:00.000Z', '3300', 'Eger', 's-eger'),
  applied('bela', '2026-09-08T08:00:00.000Z', '7621', 'Pécs', 's-pecs'),
  user('bela', '2026-09-08T20:00:00.000Z', 'UserActivated', { email: 'bela@example.org', firstName: 'bela', activation: null }),
  user('anna', '2026-09-09T08:00:00.000Z', 'UserActivated', { email: 'anna@example.org', firstName: 'anna', activation: null }),
  user('anna', '2026-09-10T08:00:00.000Z', 'ActivationCompleted', { passwordHash: 'h' }),
  signedUp('anna', '2026-09-14T08:00:00.000Z', 'awaiting'),
  service('2026-09-14T14:00:00.000Z', 'SignupApproved', { userId: 'anna', from: 'awaiting', code: null }),
  signedUp('bela', '2026-09-15T08:00:00.000Z', 'waitlisted'),
  user('anna', '2026-09-20T08:00:00.000Z', 'PartnerConsentGranted', { partnerId: 'p', data: ['name'], grantedAt: '2026-09-20T08:00:00.000Z' }),
  user('bela', '2026-09-21T08:00:00.000Z', 'PartnerConsentGranted', { partnerId: 'p', data: ['name'], grantedAt: '2026-09-21T08:00:00.000Z' }),
  user('anna', '2026-09-25T08:00:00.000Z', 'PartnerConsentGranted', { partnerId: 'p', data: ['name'], grantedAt: '2026-09-25T08:00:00.000Z' }),
  ['user-cili', '2026-10-01T07:00:00.000Z', 'MemberImported', { ...contact('cili', '1117', 'Budapest'), userId: 'cili', importedAt: '2026-10-01T07:00:00.000Z', completion: { codeId: 'k', codeHash: 'h', expiresAt: '2026-10-15T07:00:00.000Z' } }],
  user('anna', '2026-10-01T08:00:00.000Z', 'PartnerConsentRevoked', { partnerId: 'p' }),
  service('2026-10-01T09:00:00.000Z', 'ServiceSettingsChanged', { changes: { limit: 2 } }),
  service('2026-10-01T09:00:01.000Z', 'PromotedFromWaitlist', { userId: 'bela', status: 'approved', code: null }),
  user('cili', '2026-10-02T08:00:00.000Z', 'SignupCompleted', { phone: '+36 1 234 5678', schoolOm: '', personalId: '', passwordHash: 'h' }),
  user('cili', '2026-10-03T08:00:00.000Z', 'UserActivated', { email: 'cili@example.org', firstName: 'cili', activation: null }),
  signedUp('cili', '2026-10-04T08:00:00.000Z', 'waitlisted'),
  // Anna moves to a school in another county: Heves → Csongrád-Csanád.
  user('anna', '2026-10-05T08:00:00.000Z', 'ProfileUpdated', { ...contact('anna', '6720', 'Szeged'), nickName: 'Anna', schoolId: 's-szeged', ...levels, gimnazium: true, szakgimnazium: true }),
  service('2026-10-06T08:00:00.000Z', 'SignupCancelled', { userId: 'anna', from: 'approved' }),
  service('2026-10-06T08:00:01.000Z', 'PromotedFromWaitlist', { userId: 'cili', status: 'awaiting', code: null }),
  service('2026-10-07T08:00:00.000Z', 'SignupRejected', { userId: 'cili', from: 'awaiting' }),
  user('anna', '2026-10-10T08:00:00.000Z', 'PartnerConsentGranted', { partnerId: 'p', data: ['name'], grantedAt: '2026-10-10T08:00:00.000Z' }),
  applied('dora', '2026-10-12T08:00:00.000Z', '4025', 'Debrecen', 's-none'),
];

/** Béla is erased on 20 October: the PII-free record, his stream deleted, his seat erased on the service. */
const ERASURE: Step[] = [
  ['erasures', '2026-10-20T08:00:00.000Z', 'UserErased', { userId: 'bela', erasedAt: '2026-10-20T08:00:00.000Z' }],
  service('2026-10-20T08:00:01.000Z', 'SignupErased', { userId: 'bela', from: 'approved' }),
];

const asNew = ([, at, type, data]: Step): NewEvent => ({ type, data, metadata: { actorId: null, correlationId: 'c', occurredAt: at } });

async function club() {
  const log = new SqliteEventStore(openSqliteDatabase(':memory:'));
  const live = new MemoryReadStore();
  const projector = new Projector(log, live, new ProjectorCheckpoints(live), [...INSIGHT_PROJECTIONS]);
  await projector.start({ rebuild: true });
  const append = async (steps: Step[]) => {
    for (const step of steps) await log.append(step[0], [asNew(step)], 'any');
    await projector.waitFor(await log.headPosition());
  };
  await append(HISTORY);
  const view = (store: MemoryReadStore, query = {}) => new InsightsQueries(log, store).view({ from: '2026-09-01', to: '2026-10-31', ...query }, NOW);
  /** The view with the one service's months, as the services export has them (decision 0091: not in the answer). */
  const withMonths = async (store: MemoryReadStore, query = {}) => {
    const figures = await new InsightsQueries(log, store).figures({ from: '2026-09-01', to: '2026-10-31', ...query }, NOW, { withServiceMonths: true });
    return { ...figures.view, months: figures.serviceMonths('x') };
  };
  return {
    log,
    live,
    append,
    view,
    withMonths,
    async erase() {
      await append(ERASURE);
      await log.deleteStream('user-bela');
    },
    async rebuilt(): Promise<MemoryReadStore> {
      const fresh = new MemoryReadStore();
      await new Projector(log, fresh, new ProjectorCheckpoints(fresh), [...INSIGHT_PROJECTIONS]).start({ rebuild: true, follow: false });
      return fresh;
    },
    stop: () => projector.stop(),
  };
}

const county = (view: InsightsView, name: string) => view.reach.counties.find((c) => c.county === name)?.members;

describe('insights: projections fed the log, series out', () => {
  it('counts growth per month and ISO week, the funnel, reach, review times, services and partners', async () => {
    const c = await club();
    const view = await c.view(c.live);
    expect(view).toMatchObject({ from: '2026-09-01', to: '2026-10-31', asOf: null, firstDay: '2026-09-01' });
    expect(view.growth.months).toEqual([
      { period: '2026-09', start: '2026-09-01', applications: 2, activations: 2, registrations: 1, firstSignups: 2 },
      { period: '2026-10', start: '2026-10-01', applications: 1, activations: 1, registrations: 1, firstSignups: 1 },
    ]);
    expect(view.growth.weeks[0]).toEqual({ period: '2026-W36', start: '2026-08-31', applications: 0, activations: 0, registrations: 0, firstSignups: 0 });
    expect(view.growth.weeks.find((w) => w.period === '2026-W37')).toMatchObject({ start: '2026-09-07', applications: 2, activations: 2, registrations: 1 });
    expect(view.growth.weeks.at(-1)?.period).toBe('2026-W44');
    expect(view.growth.funnel).toEqual({ applied: 3, activated: 2, registered: 1, signedUp: 2 });
    expect(view.reach.counties[0]).toEqual({ county: 'Budapest', members: 1 });
    expect(view.reach.counties).toHaveLength(20);
    expect([county(view, 'Csongrád-Csanád'), county(view, 'Heves'), county(view, 'Baranya')]).toEqual([1, 0, 1]);
    expect(view.reach.unknownCounty).toBe(0);
    expect(view.reach.schoolLevels).toEqual([
      { level: 'altalanosIskola', members: 0 },
      { level: 'gimnazium', members: 1 },
      { level: 'szakgimnazium', members: 1 },
      { level: 'szakmaiTargy', members: 0 },
      { level: 'felsooktatas', members: 0 },
    ]);
    // Béla waited 12 hours, Anna 48: the median of two is their mean, the 90th percentile near the longer.
    expect(view.review.applications).toEqual([
      { month: '2026-09', reviewed: 2, medianHours: 30, p90Hours: 44.4 },
      { month: '2026-10', reviewed: 0, medianHours: null, p90Hours: null },
    ]);
    expect(view.review.signups).toEqual([
      { month: '2026-09', reviewed: 1, medianHours: 6, p90Hours: 6 },
      { month: '2026-10', reviewed: 1, medianHours: 72, p90Hours: 72 },
    ]);
    expect(view.partners).toEqual([
      { partnerId: 'p', name: 'Kódsuli', signIns: 4, newConsents: 3, months: [{ month: '2026-09', signIns: 3, newConsents: 2 }, { month: '2026-10', signIns: 1, newConsents: 1 }] },
    ]);
    await c.stop();
  });

  it('follows a service whose limit changed: seats against the limit it had each month', async () => {
    const c = await club();
    const { services: [robotics], months } = await c.withMonths(c.live);
    expect(robotics).toEqual({ serviceId: 'x', name: 'Robotika tanfolyam', limit: 2, seatsTaken: 1, waitlist: 0, promotions: 2, withdrawals: 1, rejections: 1 });
    expect(months).toEqual([
      { month: '2026-09', signups: 2, promotions: 0, withdrawals: 0, rejections: 0, seatsTaken: 1, waitlist: 1, limit: 1 },
      { month: '2026-10', signups: 1, promotions: 2, withdrawals: 1, rejections: 1, seatsTaken: 1, waitlist: 0, limit: 2 },
    ]);
    // The answer is the screen's: totals per service, no month by month series (the export has it).
    expect((await c.view(c.live)).services[0]).toEqual(robotics);
    await c.stop();
  });

  it('leaves an erased member out of every figure, and a rebuild from the log agrees with the live projection', async () => {
    const c = await club();
    await c.erase();
    const live = await c.view(c.live);
    expect(live.growth.months.map((m) => [m.applications, m.activations, m.firstSignups])).toEqual([[1, 1, 1], [1, 1, 1]]);
    expect(live.growth.funnel).toEqual({ applied: 2, activated: 1, registered: 1, signedUp: 1 });
    expect(county(live, 'Baranya')).toBe(0);
    expect(live.review.applications[0]).toEqual({ month: '2026-09', reviewed: 1, medianHours: 48, p90Hours: 48 });
    expect(live.partners[0]).toMatchObject({ signIns: 3, newConsents: 2 });
    // The seat was a fact of the service: it stays in September and is freed on the day of the erasure.
    expect(live.services[0]).toMatchObject({ seatsTaken: 0 });
    expect((await c.withMonths(c.live)).months).toMatchObject([{ month: '2026-09', signups: 2 }, { month: '2026-10', seatsTaken: 0 }]);
    expect(await c.view(await c.rebuilt())).toEqual(live);
    await c.stop();
  });

  it('answers as of a day by replaying the log up to its end: the member still in her first county, the old limit', async () => {
    const c = await club();
    await c.erase();
    const then = await c.view(c.live, { asOf: '2026-09-30', to: undefined });
    expect(then).toMatchObject({ from: '2026-09-01', to: '2026-09-30', asOf: '2026-09-30' });
    expect([county(then, 'Heves'), county(then, 'Csongrád-Csanád'), county(then, 'Budapest')]).toEqual([1, 0, 0]);
    // Erasures reach back: Béla is in no figure of any day.
    expect(county(then, 'Baranya')).toBe(0);
    expect(then.growth.months).toEqual([{ period: '2026-09', start: '2026-09-01', applications: 1, activations: 1, registrations: 1, firstSignups: 1 }]);
    expect(then.services[0]).toMatchObject({ limit: 1, seatsTaken: 1, waitlist: 1 });
    expect((await c.withMonths(c.live, { asOf: '2026-09-30', to: undefined })).months).toMatchObject([{ month: '2026-09', seatsTaken: 1, waitlist: 1, limit: 1 }]);
    expect(then.partners[0]).toMatchObject({ signIns: 2, newConsents: 1 });
    // The same figures as the live projection had at the time, for what the erasure did not touch.
    expect((await c.view(c.live, { asOf: '2026-11-27', to: '2026-10-31' })).growth).toEqual((await c.view(c.live)).growth);
    await c.stop();
  });

  it('answers every day as of it exactly as a replay of the log up to that day does (renames, moves, a school moved, an erasure)', async () => {
    const c = await club();
    await c.erase();
    await c.append([
      service('2026-10-21T08:00:00.000Z', 'ServiceSettingsChanged', { changes: { name: 'Robotika haladóknak', limit: null } }),
      ['partner-p', '2026-10-22T08:00:00.000Z', 'PartnerChanged', { partnerId: 'p', changes: { name: 'Kódsuli Plusz' } }],
      ['partner-q', '2026-10-23T08:00:00.000Z', 'PartnerRegistered', { partnerId: 'q', name: 'Adatsuli', origins: ['https://adatsuli.example'], data: ['name'], active: true }],
      ['schools', '2026-10-24T08:00:00.000Z', 'SchoolUpdated', { schoolId: 's-szeged', om: 's-szeged', name: 'Győri iskola', city: 'Győr' }],
      user('dora', '2026-10-25T08:00:00.000Z', 'UserActivated', { email: 'dora@example.org', firstName: 'dora', activation: null }),
      user('cili', '2026-10-26T08:00:00.000Z', 'UserDisabled'),
      user('dora', '2026-10-27T08:00:00.000Z', 'PartnerConsentGranted', { partnerId: 'q', data: ['name'], grantedAt: '2026-10-27T08:00:00.000Z' }),
      signedUp('dora', '2026-10-28T08:00:00.000Z', 'awaiting'),
      service('2026-10-29T08:00:00.000Z', 'SignupApproved', { userId: 'dora', from: 'awaiting', code: null }),
    ]);
    for (let day = '2026-08-31'; day <= '2026-11-27'; day = addDays(day, 1)) {
      const replayed = await readModelsAsOf(c.log, INSIGHT_PROJECTIONS, budapestDayEnd(day), REACH_BACK);
      const yardstick = await c.withMonths(replayed.readStore as MemoryReadStore, { from: '2026-09-01', to: day < '2026-09-01' ? '2026-09-01' : day });
      const asOf = await c.withMonths(c.live, { from: '2026-09-01', to: day < '2026-09-01' ? '2026-09-01' : day, asOf: day });
      expect({ day, ...asOf, asOf: null }).toEqual({ day, ...yardstick });
    }
    await c.stop();
  });

  it('refuses days in the future and a period running backwards, naming the fields', async () => {
    const c = await club();
    const errors = async (query: Record<string, string>) => c.view(c.live, query).then(() => [], (error: ValidationFailed) => error.errors);
    expect(await errors({ asOf: '2026-11-28' })).toEqual([{ field: 'asOf', code: 'max' }]);
    expect(await errors({ from: '2026-10-02', to: '2026-10-01' })).toEqual([{ field: 'from', code: 'max' }, { field: 'to', code: 'min' }]);
    expect(await errors({ from: '1999-12-31' })).toEqual([{ field: 'from', code: 'min' }]);
    await c.stop();
  });
});

import { MemoryReadStore } from '../../../platform/read-store/memory.read-store';
import { DEFAULT_SETTINGS, ServiceSettings } from '../domain/service-settings';
import { SignupStatus } from '../domain/signup-status';
import { SERVICES, ServiceDoc } from '../projections/services.projection';
import { SIGNUPS, signupId } from '../projections/signups.projection';
import { MySignups } from './my-signups';

const service = (id: string, settings: Partial<ServiceSettings> = {}, archived = false): ServiceDoc => ({
  ...DEFAULT_SETTINGS, ...settings, _id: id, name: `Szolgáltatás ${id}`, createdAt: '2026-01-01T00:00:00.000Z', groupId: 'g1', archived,
  userCount: 0, waitlistCount: 0, awaitingCount: 0, codesTotal: 0, codesHanded: [], files: [],
});

async function signUp(store: MemoryReadStore, serviceId: string, userId: string, status: SignupStatus, minute: number, more: { code?: string; waitlistPriority?: boolean } = {}) {
  await store.collection(SIGNUPS).upsert({
    _id: signupId(serviceId, userId), serviceId, userId, status, createdAt: `2026-02-01T10:${String(minute).padStart(2, '0')}:00.000Z`,
    waitlistPriority: more.waitlistPriority ?? false, radioAnswer: null, code: more.code ?? null, approvedBy: null, rejectedBy: null, decidedAt: null, decisions: [],
  });
}

describe("the member's own sign-ups (GET /services/mine, issue 41 §9)", () => {
  it('lists only the asking member’s sign-ups, oldest first, with status, code and sub-page', async () => {
    const store = new MemoryReadStore();
    await store.collection(SERVICES).upsert(service('coupon', { type: 1 }));
    await store.collection(SERVICES).upsert(service('talk', { hasSubPage: true, subPageUrl: 'eloadas' }));
    await store.collection(SERVICES).upsert(service('old', {}, true));
    await signUp(store, 'talk', 'me', 'awaiting', 2);
    await signUp(store, 'coupon', 'me', 'approved', 1, { code: 'KOD-1' });
    await signUp(store, 'old', 'me', 'approved', 3);
    await signUp(store, 'coupon', 'other', 'approved', 4, { code: 'KOD-2' });
    expect(await new MySignups(store).of('me')).toEqual([
      { serviceId: 'coupon', name: 'Szolgáltatás coupon', status: 'approved', signedUpAt: '2026-02-01T10:01:00.000Z', waitlistPosition: null, code: 'KOD-1', subPageUrl: null },
      { serviceId: 'talk', name: 'Szolgáltatás talk', status: 'awaiting', signedUpAt: '2026-02-01T10:02:00.000Z', waitlistPosition: null, code: null, subPageUrl: 'eloadas' },
    ]);
  });

  it('shows no code before approval, as the card does', async () => {
    const store = new MemoryReadStore();
    await store.collection(SERVICES).upsert(service('coupon', { type: 1 }));
    await signUp(store, 'coupon', 'me', 'awaiting', 1, { code: 'KOD-1' });
    expect((await new MySignups(store).of('me'))[0]).toMatchObject({ status: 'awaiting', code: null });
  });

  it('counts the waitlist place in the order seats are filled: priority first where offered, then oldest first', async () => {
    const store = new MemoryReadStore();
    await store.collection(SERVICES).upsert(service('plain'));
    await store.collection(SERVICES).upsert(service('priority', { waitlistPriorityAvailable: true }));
    for (const id of ['plain', 'priority']) {
      await signUp(store, id, 'first', 'waitlisted', 1);
      await signUp(store, id, 'seated', 'approved', 2);
      await signUp(store, id, 'me', 'waitlisted', 3);
      await signUp(store, id, 'urgent', 'waitlisted', 4, { waitlistPriority: true });
    }
    const mine = await new MySignups(store).of('me');
    expect(mine.map((row) => [row.serviceId, row.waitlistPosition])).toEqual([['plain', 2], ['priority', 3]]);
    expect((await new MySignups(store).of('urgent')).map((row) => row.waitlistPosition)).toEqual([3, 1]);
  });

  it('answers an empty list for a member without sign-ups', async () => {
    expect(await new MySignups(new MemoryReadStore()).of('me')).toEqual([]);
  });
});

import { MemoryReadStore } from '../../../platform/read-store/memory.read-store';
import type { Member, MemberDirectory } from '../../accounts/public/member-directory';
import type { SignupStatus } from '../domain/signup-status';
import { SIGNUPS, SignupDoc, signupId } from '../projections/signups.projection';
import { SignupPages } from './signup-page';
import { SignupRows } from './signup-rows';

const STATUSES: SignupStatus[] = ['approved', 'awaiting', 'waitlisted', 'waitlisted', 'rejected'];

/** A club of `members` members; the popular service holds `own` sign-ups, the others `others` between them. */
async function club(own: number, others: number, members = 2_000) {
  const store = new MemoryReadStore();
  for (const index of SIGNUPS.indexes) await store.ensureIndex(SIGNUPS.name, index);
  const signups = store.collection(SIGNUPS);
  const signUp = (serviceId: string, n: number, status: SignupStatus): SignupDoc => ({
    _id: signupId(serviceId, `u${n % members}`), serviceId, userId: `u${n % members}`, status,
    createdAt: new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString(),
    waitlistPriority: false, radioAnswer: null, code: null, approvedBy: null, rejectedBy: null, decidedAt: null, decisions: [],
  });
  for (let n = 0; n < others; n++) await signups.upsert(signUp(`s${n % 50}`, n, STATUSES[n % 5]));
  for (let n = 0; n < own; n++) await signups.upsert(signUp('popular', n, STATUSES[n % 5]));
  // The members as accounts' directory answers them; it counts the members it is asked for.
  const asked = { members: 0 };
  const directory = {
    async byIds(ids: readonly string[]): Promise<Map<string, Member>> {
      asked.members += ids.length;
      return new Map(ids.map((id) => [id, { id, email: `tanar${id.slice(1)}@example.org`, firstName: `Tanár${id.slice(1)}`, lastName: 'Teszt', fullName: `Teszt Tanár${id.slice(1)}`, nickName: '', admin: false }]));
    },
  } as MemberDirectory;
  return { store, asked, pages: new SignupPages(store, directory, new SignupRows(store, directory)) };
}

/** How many documents answering `ask` tested, and how many members it looked up. */
async function cost({ store, asked }: { store: MemoryReadStore; asked: { members: number } }, ask: () => Promise<unknown>): Promise<number> {
  const before = store.examined.documents + asked.members;
  await ask();
  return store.examined.documents + asked.members - before;
}

describe("a service's sign-ups, a page at a time (issue 40 §3–4)", () => {
  it('costs what the service itself holds, however many members and other sign-ups the club has', async () => {
    const small = await club(300, 2_000);
    const large = await club(300, 8_000, 8_000);
    for (const query of [{ pageSize: 20 }, { page: 3, pageSize: 20, status: 'waitlisted' as const }, { pageSize: 2_000 }, { search: 'tanar19' }]) {
      const atSmall = await cost(small, () => small.pages.page('popular', query));
      const atLarge = await cost(large, () => large.pages.page('popular', query));
      expect(atLarge).toBe(atSmall);
    }
  });

  it('grows with the service’s own sign-ups, linearly', async () => {
    const single = await club(400, 1_000);
    const double = await club(800, 1_000);
    const whole = { pageSize: 2_000 };
    const atSingle = await cost(single, () => single.pages.page('popular', whole));
    const atDouble = await cost(double, () => double.pages.page('popular', whole));
    expect(atDouble).toBeLessThanOrEqual(2 * atSingle);
    // A page of 20 tests its own rows and their members, not the whole service.
    expect(await cost(double, () => double.pages.page('popular', { pageSize: 20 }))).toBeLessThan(100);
  });

  it('answers a page in the SPEC order with the totals per status', async () => {
    const { pages } = await club(12, 100);
    const first = await pages.page('popular', { pageSize: 5 });
    expect(first.total).toBe(12);
    expect(first.totals).toEqual({ all: 12, approved: 3, awaiting: 3, waitlisted: 4, rejected: 2 });
    const all = await pages.page('popular', { pageSize: 100 });
    expect(all.items.map((row) => row.createdAt)).toEqual(all.items.map((row) => row.createdAt).sort());
    expect(first.items).toEqual(all.items.slice(0, 5));
    const waiting = await pages.page('popular', { status: 'waitlisted', page: 2, pageSize: 3 });
    expect(waiting).toMatchObject({ total: 4 });
    expect(waiting.items.map((row) => row.onWaitlist)).toEqual([true]);
  });
});

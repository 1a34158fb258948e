import { planClub } from './club-plan';
import { CLUB_SIZES, ClubSize } from './club-sizes';

const FROM = Date.UTC(2016, 0, 4, 8);
const UNTIL = Date.UTC(2026, 11, 1);
/** B's shape at a fiftieth: the same kinds of steps, quick to plan. */
const SMALL: ClubSize = { ...CLUB_SIZES.B, members: 600, services: 20, groups: 3, signups: 2_000, materials: 30, materialGroups: 3, partnerSignIns: 50, companies: 5, erased: 2, popular: { limit: 29, waiting: 65, withdrawn: 4 }, middle: { limit: 3, waiting: 6, withdrawn: 1 } };

const described = (plan: ReturnType<typeof planClub>) => plan.actions.map((a) => `${a.at}:${a.key}:${a.kind}:${'member' in a ? a.member.contact.email : ''}`);

describe('the size generator\'s plan', () => {
  it('is drawn from its seed: the same seed plans the same history, another seed another', () => {
    expect(described(planClub(SMALL, 7, FROM, UNTIL))).toEqual(described(planClub(SMALL, 7, FROM, UNTIL)));
    expect(described(planClub(SMALL, 8, FROM, UNTIL))).not.toEqual(described(planClub(SMALL, 7, FROM, UNTIL)));
  });

  it('runs from 2016 to the day it is built for, in time order', () => {
    const { actions } = planClub(SMALL, 7, FROM, UNTIL);
    const times = actions.map((action) => action.at);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times[0]).toBeGreaterThanOrEqual(FROM);
    expect(times.at(-1)).toBeLessThan(UNTIL);
  });

  it('signs each member up to a service once, only once staff activated them and while they are members', () => {
    const plan = planClub(SMALL, 7, FROM, UNTIL);
    const seen = new Set<string>();
    for (const action of plan.actions) {
      if (action.kind !== 'signup') continue;
      const pair = `${action.service.index}:${action.member.index}`;
      expect(seen.has(pair)).toBe(false);
      seen.add(pair);
      expect(action.member.activateAt).not.toBeNull();
      expect(action.at).toBeGreaterThan(action.member.activateAt!);
      expect(action.at).toBeLessThan(Math.min(action.member.disableAt ?? Infinity, action.member.eraseAt ?? Infinity));
    }
  });

  it('gives the popular service its seats, its waitlist and the seated who withdraw', () => {
    const plan = planClub(SMALL, 7, FROM, UNTIL);
    const popular = plan.services.find((service) => service.shape === 'popular')!;
    const steps = plan.actions.filter((action) => 'service' in action && action.service === popular);
    expect(steps.filter((step) => step.kind === 'signup')).toHaveLength(29 + 65 + 4);
    expect(steps.filter((step) => step.kind === 'cancel')).toHaveLength(4);
    expect(popular.settings).toMatchObject({ limit: 29, waitlistAvailable: true, active: true });
  });
});

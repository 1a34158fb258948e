import { SettingsChanges } from '../modules/catalogue/domain/service-settings';
import { ClubSize, ShapedService } from './club-sizes';
import { person, Person, personalId } from './people';
import { Prng } from './prng';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface PlannedMember {
  index: number;
  contact: Person;
  imported: boolean;
  schoolIndex: number;
  personalId: string;
  joinAt: number;
  activateAt: number | null;
  rejectAt: number | null;
  registerAt: number | null;
  disableAt: number | null;
  eraseAt: number | null;
}

export type Shape = 'popular' | 'middle';

export interface PlannedService {
  index: number;
  groupIndex: number;
  createdAt: number;
  settings: SettingsChanges;
  codes: number;
  shape: Shape | null;
}

/** One step of the club's history, at its moment; `key` names what it writes (steps of one key run in order). */
export type Action = { at: number; key: string } & (
  | { kind: 'join' | 'activate' | 'reject' | 'register' | 'disable' | 'erase'; member: PlannedMember }
  | { kind: 'service'; service: PlannedService }
  | { kind: 'archive'; service: PlannedService }
  | { kind: 'signup'; service: PlannedService; member: PlannedMember; priority: boolean; radio: number | null }
  | { kind: 'cancel'; service: PlannedService; member: PlannedMember }
  | { kind: 'decide'; service: PlannedService; member: PlannedMember; approve: boolean }
  | { kind: 'material'; index: number; groupIndex: number }
  | { kind: 'partnerSignIn'; member: PlannedMember; partnerIndex: number }
  | { kind: 'company'; index: number }
);

export interface ClubPlan {
  start: number;
  end: number;
  members: PlannedMember[];
  services: PlannedService[];
  actions: Action[];
}

const between = (prng: Prng, from: number, to: number) => from + Math.floor(prng.next() * Math.max(to - from, 1));

function planMembers(prng: Prng, size: ClubSize, start: number, end: number): PlannedMember[] {
  const joins = Array.from({ length: size.members }, () => between(prng, start + DAY, end - HOUR)).sort((a, b) => a - b);
  return joins.map((joinAt, index) => {
    const imported = prng.chance(0.1);
    const recent = joinAt > end - 30 * DAY;
    const fate = prng.next();
    const reviewAt = joinAt + prng.int(1, 10 * 24) * HOUR;
    // Recent applicants mostly still wait for staff; older ones were activated, a few rejected.
    const activated = reviewAt < end && (recent ? fate < 0.4 : imported ? fate < 0.75 : fate < 0.94);
    const rejected = !activated && !imported && reviewAt < end && !recent && fate < 0.98;
    const activateAt = activated ? reviewAt : null;
    const registerAt = activateAt !== null && prng.chance(0.85) ? Math.min(activateAt + prng.int(1, 48) * HOUR, end - 1) : null;
    const disableAt = activateAt !== null && prng.chance(0.02) ? between(prng, activateAt + 30 * DAY, end) : null;
    return {
      index,
      contact: person(prng, index + 1),
      imported,
      schoolIndex: prng.int(0, size.schools - 1),
      personalId: personalId(prng),
      joinAt,
      activateAt,
      rejectAt: rejected ? reviewAt : null,
      registerAt,
      disableAt: disableAt !== null && disableAt < end ? disableAt : null,
      eraseAt: null,
    };
  });
}

function serviceSettings(prng: Prng, index: number, shape: ShapedService | null): { settings: SettingsChanges; codes: number } {
  const base: SettingsChanges = { name: `${prng.pick(['Tanfolyam', 'Műhely', 'Webinárium', 'Szakmai nap', 'Mentorálás', 'Verseny'])} ${index + 1}.`, description: 'Informatikatanároknak.', active: true, hidden: false };
  if (shape) return { settings: { ...base, limit: shape.limit, waitlistAvailable: true }, codes: 0 };
  const limit = prng.chance(0.55) ? prng.int(10, 150) : null;
  const needsApproval = prng.chance(0.2);
  const waitlistAvailable = limit !== null && !needsApproval && prng.chance(0.6);
  const coupons = prng.chance(0.04);
  const radio = prng.chance(0.1);
  const settings: SettingsChanges = {
    ...base,
    limit,
    needsApproval,
    waitlistAvailable,
    waitlistPriorityAvailable: waitlistAvailable && prng.chance(0.3),
    ...(coupons ? { type: 1, codeTableName: 'Kuponkód', codeDescription: 'A kód a partner oldalán váltható be.' } : {}),
    ...(radio ? { radio: true, radio1Text: 'Délelőtt', radio2Text: 'Délután', radio3Text: 'Online' } : {}),
  };
  return { settings, codes: coupons ? 1 : 0 };
}

/** Members activated before `at` who are still members then, picked at random; null when none is found. */
function eligibleMember(prng: Prng, byActivation: PlannedMember[], at: number, taken: Set<number>): PlannedMember | null {
  let low = 0;
  let high = byActivation.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (byActivation[mid].activateAt! < at) low = mid + 1;
    else high = mid;
  }
  for (let attempt = 0; attempt < 30 && low > 0; attempt++) {
    const member = byActivation[prng.int(0, low - 1)];
    const leftAt = Math.min(member.disableAt ?? Infinity, member.eraseAt ?? Infinity);
    if (!taken.has(member.index) && leftAt > at) return member;
  }
  return null;
}

/** Each service's sign-ups: heavy-tailed, capped where a full service without a waitlist refuses more. */
function signupCounts(prng: Prng, services: PlannedService[], total: number): number[] {
  const weights = services.map(() => prng.weight(1));
  const sum = weights.reduce((a, b) => a + b, 0);
  return services.map((service, i) => {
    const wanted = Math.round((total * weights[i]) / sum);
    const { limit, waitlistAvailable } = service.settings;
    return limit != null && !waitlistAvailable ? Math.min(wanted, limit) : wanted;
  });
}

/**
 * The whole history as a list of dated steps, drawn from the seed: members joining over the years and
 * staff reviewing them, services created in groups, sign-ups with withdrawals, decisions and waitlists,
 * materials, partner sign-ins and companies. Nothing here touches the app; club-builder.ts runs it.
 */
export function planClub(size: ClubSize, seed: number, start: number, end: number): ClubPlan {
  const root = new Prng(seed);
  const members = planMembers(root.fork(1), size, start, end);
  const actions: Action[] = [];
  const prng = root.fork(2);
  const activated = members.filter((m) => m.activateAt !== null);
  // A few erased, some time after they were activated (their sign-ups are erased with them).
  for (let n = 0; n < size.erased; n++) {
    const member = activated[prng.int(0, activated.length - 1)];
    if (member.eraseAt === null && member.disableAt === null) member.eraseAt = between(prng, member.activateAt! + 60 * DAY, end);
    if (member.eraseAt !== null && member.eraseAt >= end) member.eraseAt = null;
  }
  for (const member of members) {
    const key = `user-${member.index}`;
    actions.push({ at: member.joinAt, key, kind: 'join', member });
    if (member.activateAt !== null) actions.push({ at: member.activateAt, key, kind: 'activate', member });
    if (member.rejectAt !== null) actions.push({ at: member.rejectAt, key, kind: 'reject', member });
    if (member.registerAt !== null) actions.push({ at: member.registerAt, key, kind: 'register', member });
    if (member.disableAt !== null) actions.push({ at: member.disableAt, key, kind: 'disable', member });
    if (member.eraseAt !== null) actions.push({ at: member.eraseAt, key: 'erasure', kind: 'erase', member });
  }

  const services: PlannedService[] = [];
  const shapes: Array<[Shape, ShapedService]> = [['popular', size.popular], ['middle', size.middle]];
  for (let index = 0; index < size.services; index++) {
    const shaped = index < shapes.length ? shapes[index] : null;
    // The shaped services are recent, so most of the club could sign up to them.
    const createdAt = shaped ? end - 90 * DAY + index * HOUR : between(prng, start + 7 * DAY, end - 14 * DAY);
    const { settings, codes } = serviceSettings(prng, index, shaped?.[1] ?? null);
    services.push({ index, groupIndex: prng.int(0, size.groups - 1), createdAt, settings, codes, shape: shaped?.[0] ?? null });
  }
  const byActivation = [...activated].sort((a, b) => a.activateAt! - b.activateAt!);
  const counts = signupCounts(prng, services.slice(shapes.length), size.signups);
  for (const service of services) {
    const key = `service-${service.index}`;
    actions.push({ at: service.createdAt, key, kind: 'service', service });
    const shape = service.shape === null ? null : service.shape === 'popular' ? size.popular : size.middle;
    const wanted = shape ? shape.limit + shape.waiting + shape.withdrawn : counts[service.index - shapes.length];
    const taken = new Set<number>();
    const windowEnd = Math.min(service.createdAt + (shape ? 60 : 45) * DAY, end - HOUR);
    const times = Array.from({ length: wanted }, () => between(prng, service.createdAt + HOUR, windowEnd)).sort((a, b) => a - b);
    const signups: Array<{ member: PlannedMember; at: number }> = [];
    for (const at of times) {
      const member = eligibleMember(prng, byActivation, at, taken);
      if (!member) continue;
      taken.add(member.index);
      signups.push({ member, at });
      const { settings } = service;
      const radio = settings.radio ? prng.int(1, 3) : null;
      actions.push({ at, key, kind: 'signup', service, member, priority: !!settings.waitlistPriorityAvailable && prng.chance(0.2), radio });
      if (shape) continue;
      const leftAt = Math.min(member.disableAt ?? Infinity, member.eraseAt ?? Infinity, end - 1);
      if (settings.needsApproval) {
        const decideAt = at + prng.int(1, 5 * 24) * HOUR;
        if (decideAt >= leftAt) continue;
        const approve = prng.chance(0.85);
        actions.push({ at: decideAt, key, kind: 'decide', service, member, approve });
        const cancelAt = decideAt + prng.int(1, 10 * 24) * HOUR;
        if (approve && cancelAt < leftAt && prng.chance(0.05)) actions.push({ at: cancelAt, key, kind: 'cancel', service, member });
      } else {
        const cancelAt = at + prng.int(1, 20 * 24) * HOUR;
        if (cancelAt < leftAt && prng.chance(0.12)) actions.push({ at: cancelAt, key, kind: 'cancel', service, member });
      }
    }
    // The shaped services: the first seated withdraw after everyone signed up, and the waitlist moves up.
    if (shape) {
      const last = signups.at(-1)?.at ?? windowEnd;
      for (const { member } of signups.slice(0, shape.withdrawn)) actions.push({ at: between(prng, last + HOUR, end - HOUR), key, kind: 'cancel', service, member });
    }
    // A few old services are archived once their sign-ups are over.
    if (!shape && service.createdAt < end - 400 * DAY && prng.chance(0.05)) actions.push({ at: service.createdAt + 365 * DAY, key, kind: 'archive', service });
  }

  for (let index = 0; index < size.materials; index++) actions.push({ at: between(prng, start + 2 * DAY, end - DAY), key: 'materials', kind: 'material', index, groupIndex: prng.int(0, size.materialGroups - 1) });
  const registered = members.filter((m) => m.registerAt !== null && m.disableAt === null && m.eraseAt === null);
  for (let n = 0; n < size.partnerSignIns && registered.length > 0; n++) {
    const member = registered[prng.int(0, registered.length - 1)];
    const at = between(prng, Math.max(member.registerAt! + HOUR, start + 40 * DAY), end - HOUR);
    if (at < end) actions.push({ at, key: `user-${member.index}`, kind: 'partnerSignIn', member, partnerIndex: prng.int(0, size.partners - 1) });
  }
  for (let index = 0; index < size.companies; index++) actions.push({ at: between(prng, start + 10 * DAY, end - HOUR), key: `company-${index}`, kind: 'company', index });

  // In time order; steps at the same moment keep the order they were planned in.
  const ordered = actions.map((action, order) => ({ action, order })).sort((a, b) => a.action.at - b.action.at || a.order - b.order);
  return { start, end, members, services, actions: ordered.map(({ action }) => action) };
}

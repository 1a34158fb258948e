import type { INestApplicationContext } from '@nestjs/common';
import { AdminUserCommands } from '../modules/accounts/commands/admin-user-commands';
import { MembershipCommands } from '../modules/accounts/commands/membership-commands';
import { userDecider } from '../modules/accounts/domain/user.decider';
import { userStream } from '../modules/accounts/domain/user.events';
import { UserAccounts } from '../modules/accounts/user-streams/user-accounts';
import { CatalogueCommands } from '../modules/catalogue/commands/catalogue-commands';
import { ServiceCommands } from '../modules/catalogue/commands/service-commands';
import { SignupCommands } from '../modules/catalogue/commands/signup-commands';
import { CompanyCommands } from '../modules/companies/commands/company-commands';
import { MaterialCommands } from '../modules/materials/commands/material-commands';
import { MATERIAL_TYPES } from '../modules/materials/domain/material.types';
import { PartnerCommands } from '../modules/partners/commands/partner-commands';
import { PartnerSignInCommands } from '../modules/partners/commands/partner-sign-in-commands';
import { PARTNER_DATA } from '../modules/partners/domain/partner.types';
import { SchoolCommands } from '../modules/reference/commands/school-commands';
import { schoolReader } from '../modules/reference/public/schools';
import { CommandMeta } from '../platform/commands/command-meta';
import { CommandRunner } from '../platform/commands/command-runner';
import { ReadStore } from '../platform/read-store/read-store.port';
import { DomainError } from '../shared/domain-error';
import { Action, ClubPlan, PlannedMember, PlannedService } from './club-plan';
import { ClubSize } from './club-sizes';
import { TOWNS } from './people';
import { SimulatedClock } from './simulated-clock';

/** Steps run together (their keys at once, each key's in order); one transaction of the log per stream and turn. */
const CHUNK = 1_000;

export interface BuildCounts {
  [kind: string]: number;
}

/**
 * Runs a plan (club-plan.ts) through the product's own command services, as the HTTP controllers and
 * the demo seeds call them, each step at its moment of the simulated clock. A chunk's steps run
 * concurrently across streams, so the read-your-writes waits of a chunk overlap instead of adding up.
 */
export class ClubBuilder {
  readonly done: BuildCounts = {};
  readonly refused: BuildCounts = {};
  readonly userIds: Array<string | null>;
  readonly serviceIds: Array<string | null>;
  private readonly signedUp = new Map<number, Set<PlannedService>>();
  private readonly groupIds: string[] = [];
  private readonly materialGroupIds: string[] = [];
  private readonly partnerOrigins: string[] = [];
  private schoolIds: string[] = [];
  private schoolOms: string[] = [];
  private sequence = 0;
  private readonly user = this.get(CommandRunner).for(userDecider, userStream);

  constructor(
    private readonly app: INestApplicationContext,
    private readonly clock: SimulatedClock,
    private readonly plan: ClubPlan,
    private readonly size: ClubSize,
    private readonly staffId: string,
    private readonly passwordHash: string,
  ) {
    this.userIds = plan.members.map(() => null);
    this.serviceIds = plan.services.map(() => null);
  }

  get members() {
    return this.plan.members;
  }

  private get<T>(type: abstract new (...args: never[]) => T): T {
    return this.app.get(type as never, { strict: false }) as T;
  }

  private meta(at: number, actorId: string | null): CommandMeta {
    return { actorId, correlationId: `club-size-${++this.sequence}`, now: new Date(at) };
  }

  /** What exists before the first member: schools, service and material groups, partner sites. */
  async setUp(): Promise<void> {
    const at = this.plan.start;
    this.clock.moveTo(new Date(at));
    const staff = this.meta(at, this.staffId);
    const rows = Array.from({ length: this.size.schools }, (_, i) => ({ om: String(910_000 + i), name: `${i + 1}. számú Példa Iskola`, city: TOWNS[i % TOWNS.length].city }));
    await this.get(SchoolCommands).import(rows, staff);
    const schools = await schoolReader(this.get(ReadStore)).all();
    const byOm = new Map(schools.map((school) => [String(school.om), school._id]));
    this.schoolOms = rows.map((row) => row.om);
    this.schoolIds = rows.map((row) => byOm.get(row.om)!);
    const catalogue = this.get(CatalogueCommands);
    for (let i = 0; i < this.size.groups; i++) this.groupIds.push(await catalogue.createGroup(`Szolgáltatások ${i + 1}.`, staff));
    const materials = this.get(MaterialCommands);
    for (let i = 0; i < this.size.materialGroups; i++) {
      const groupId = await materials.createGroup(staff);
      await materials.setTags(groupId, `${i + 1}. témakör`, staff);
      this.materialGroupIds.push(groupId);
    }
    const partners = this.get(PartnerCommands);
    for (let i = 0; i < this.size.partners; i++) {
      const origin = `https://partner${i + 1}.example.org`;
      await partners.register({ name: `Partneroldal ${i + 1}.`, origins: [origin], data: [...PARTNER_DATA], active: true }, this.meta(at + 30 * 86_400_000, this.staffId));
      this.partnerOrigins.push(origin);
    }
  }

  async run(progress: (done: number, total: number) => void): Promise<void> {
    const { actions } = this.plan;
    for (let start = 0; start < actions.length; ) {
      // An erasure touches a member and their services: it runs on its own.
      const chunk = actions[start].key === 'erasure' ? [actions[start]] : takeChunk(actions, start);
      this.clock.moveTo(new Date(chunk[0].at));
      const byKey = new Map<string, Action[]>();
      for (const action of chunk) byKey.set(action.key, [...(byKey.get(action.key) ?? []), action]);
      await Promise.all([...byKey.values()].map(async (steps) => {
        for (const step of steps) await this.attempt(step);
      }));
      start += chunk.length;
      progress(start, actions.length);
    }
  }

  /** A step the domain refuses is counted by its code (the plan does not foresee every seat); anything else stops the build. */
  private async attempt(action: Action): Promise<void> {
    try {
      const ran = await this.step(action);
      const bucket = ran ? this.done : this.refused;
      const name = ran ? action.kind : `${action.kind}: prerequisite missing`;
      bucket[name] = (bucket[name] ?? 0) + 1;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const name = `${action.kind}: ${error.code}`;
      this.refused[name] = (this.refused[name] ?? 0) + 1;
    }
  }

  private async step(action: Action): Promise<boolean> {
    const staff = this.meta(action.at, this.staffId);
    switch (action.kind) {
      case 'join':
        return this.join(action.member, action.at);
      case 'service':
        return this.createService(action.service, staff);
      case 'material':
        return this.createMaterial(action.index, action.groupIndex, staff);
      case 'archive': {
        const serviceId = this.serviceIds[action.service.index];
        if (serviceId) await this.get(CatalogueCommands).archive(serviceId, true, staff);
        return serviceId !== null;
      }
      case 'company':
        await this.get(CompanyCommands).apply(company(action.index), this.meta(action.at, null));
        return true;
      default:
        break;
    }
    const userId = 'member' in action ? this.userIds[action.member.index] : null;
    if (!userId) return false;
    const own = this.meta(action.at, userId);
    switch (action.kind) {
      case 'activate':
        await this.get(AdminUserCommands).activate(userId, staff);
        return true;
      case 'reject':
      case 'disable':
        await this.get(AdminUserCommands).disable(userId, undefined, staff);
        return true;
      case 'register':
        return this.register(userId, own);
      case 'erase':
        return this.erase(action.member, userId, staff);
      case 'partnerSignIn':
        await this.get(PartnerSignInCommands).accept(userId, { url: `${this.partnerOrigins[action.partnerIndex]}/belepes`, nonce: `n${this.sequence}` }, own);
        return true;
      default:
        return this.serviceStep(action, userId, own, staff);
    }
  }

  private async serviceStep(action: Action, userId: string, own: CommandMeta, staff: CommandMeta): Promise<boolean> {
    if (!('service' in action) || !('member' in action)) return false;
    const serviceId = this.serviceIds[action.service.index];
    if (!serviceId) return false;
    const signups = this.get(SignupCommands);
    switch (action.kind) {
      case 'signup':
        await signups.signUp(userId, { serviceId, waitlistPriority: action.priority, radioAnswer: action.radio }, own);
        this.signedUp.set(action.member.index, (this.signedUp.get(action.member.index) ?? new Set()).add(action.service));
        return true;
      case 'cancel':
        await signups.cancel(userId, serviceId, own);
        // What the promotion job does when a seat frees (catalogue/reactors/promote-waitlist-when-seat-frees).
        if (action.service.settings.waitlistAvailable) await signups.promote(serviceId, this.meta(action.at, null));
        return true;
      case 'decide':
        await signups.decide(action.approve ? 'ApproveSignup' : 'RejectSignup', userId, serviceId, staff);
        return true;
      default:
        return false;
    }
  }

  private async join(member: PlannedMember, at: number): Promise<boolean> {
    const membership = this.get(MembershipCommands);
    const meta = this.meta(at, null);
    this.userIds[member.index] = member.imported
      ? await membership.importMember(member.contact, meta)
      : await membership.applyAsTeacher({ ...member.contact, schoolId: this.schoolIds[member.schoolIndex], schoolOm: this.schoolOms[member.schoolIndex], personalId: member.personalId }, meta);
    return true;
  }

  /** The member sets a password with the code of their activation mail (as the demo seed does). */
  private async register(userId: string, meta: CommandMeta): Promise<boolean> {
    const state = await this.get(UserAccounts).load(userId);
    const codeHash = state.status === 'none' ? '' : (state.codes.activation?.codeHash ?? '');
    await this.user(userId, { type: 'SetPasswordWithActivation', data: { codeHash, passwordHash: this.passwordHash } }, meta);
    return true;
  }

  /** Staff erase the person; their sign-ups go as the erasure's jobs take them, and the waitlists move. */
  private async erase(member: PlannedMember, userId: string, staff: CommandMeta): Promise<boolean> {
    await this.get(AdminUserCommands).erase(userId, staff);
    const signups = this.get(SignupCommands);
    for (const service of this.signedUp.get(member.index) ?? []) {
      const serviceId = this.serviceIds[service.index]!;
      await signups.erase(userId, serviceId, this.meta(staff.now.getTime(), null));
      if (service.settings.waitlistAvailable) await signups.promote(serviceId, this.meta(staff.now.getTime(), null));
    }
    this.userIds[member.index] = null;
    return true;
  }

  private async createService(service: PlannedService, staff: CommandMeta): Promise<boolean> {
    const serviceId = await this.get(CatalogueCommands).createService(this.groupIds[service.groupIndex], staff);
    await this.get(ServiceCommands).changeSettings(serviceId, service.settings, staff);
    if (service.codes > 0) {
      const count = (service.settings.limit ?? 200) + 20;
      await this.get(ServiceCommands).addCodes(serviceId, Array.from({ length: count }, (_, n) => `KLUB-${service.index + 1}-${n + 1}`), staff);
    }
    this.serviceIds[service.index] = serviceId;
    return true;
  }

  private async createMaterial(index: number, groupIndex: number, staff: CommandMeta): Promise<boolean> {
    const materials = this.get(MaterialCommands);
    const materialId = await materials.createMaterial(this.materialGroupIds[groupIndex], staff);
    const type = MATERIAL_TYPES[index % MATERIAL_TYPES.length];
    await materials.edit(materialId, { name: `Tananyag ${index + 1}.`, type, link: `https://anyagok.example.org/${index + 1}` }, staff);
    return true;
  }
}

function takeChunk(actions: Action[], start: number): Action[] {
  const chunk: Action[] = [];
  for (let i = start; i < actions.length && chunk.length < CHUNK && actions[i].key !== 'erasure'; i++) chunk.push(actions[i]);
  return chunk;
}

function company(index: number) {
  const town = TOWNS[index % TOWNS.length];
  return {
    name: `Példa Informatikai Kft. ${index + 1}.`,
    website: `https://ceg${index + 1}.example.org`,
    zip: town.zip,
    city: town.city,
    contactName: 'Kapcsolattartó Kata',
    contactEmail: `kapcsolat${index + 1}@example.org`,
    contactPhone: '+36 1 555 0100',
    activities: 'Szoftverfejlesztés, rendszerüzemeltetés.',
    optionals: '',
    teacherCount: 1 + (index % 5),
  };
}

import { Injectable } from '@nestjs/common';
import { hashPassword } from '../../../platform/auth/password-hasher';
import { CommandMeta } from '../../../platform/commands/command-meta';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { DemoSeed } from '../../../platform/seed/demo-seeds';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { userDecider } from '../domain/user.decider';
import { ContactDetails, userStream } from '../domain/user.events';
import { AdminUserCommands } from '../commands/admin-user-commands';
import { MembershipCommands } from '../commands/membership-commands';
import { UserAccounts } from '../user-streams/user-accounts';
import { schoolReader } from '../../reference/public/schools';

export const DEMO_MEMBER = { email: 'tag@example.org', password: 'Demo-tag-2026' };

type Stage = 'applied' | 'imported' | 'completed' | 'activated' | 'registered' | 'rejected';

/** Fictitious teachers, one in every state an admin meets on the users screen. */
const PEOPLE: Array<{ stage: Stage; contact: ContactDetails; schoolOm: string; personalId: string }> = [
  { stage: 'applied', contact: { email: 'kovacs.peter@example.org', lastName: 'Kovács', firstName: 'Péter', phone: '+36 30 111 2233', zip: '1117', city: 'Budapest' }, schoolOm: '900001', personalId: '71234567897' },
  { stage: 'applied', contact: { email: 'varga.julia@example.org', lastName: 'Varga', firstName: 'Júlia', phone: '+36 20 444 5566', zip: '4025', city: 'Debrecen' }, schoolOm: '912345', personalId: '71234567890' },
  { stage: 'imported', contact: { email: 'molnar.zsofia@example.org', lastName: 'Molnár', firstName: 'Zsófia', phone: '', zip: '6720', city: 'Szeged' }, schoolOm: '', personalId: '' },
  { stage: 'completed', contact: { email: 'farkas.bence@example.org', lastName: 'Farkas', firstName: 'Bence', phone: '', zip: '7621', city: 'Pécs' }, schoolOm: '900004', personalId: '72345678905' },
  { stage: 'activated', contact: { email: 'balogh.reka@example.org', lastName: 'Balogh', firstName: 'Réka', phone: '+36 70 777 8899', zip: '9021', city: 'Győr' }, schoolOm: '900005', personalId: '73456789013' },
  { stage: 'registered', contact: { email: DEMO_MEMBER.email, lastName: 'Tanár', firstName: 'Demó', phone: '+36 1 234 5678', zip: '3300', city: 'Eger' }, schoolOm: '900008', personalId: '74567890121' },
  { stage: 'rejected', contact: { email: 'horvath.mate@example.org', lastName: 'Horváth', firstName: 'Máté', phone: '+36 30 999 0000', zip: '3530', city: 'Miskolc' }, schoolOm: '900006', personalId: '75678901239' },
];

@Injectable()
export class DemoMembersSeed implements DemoSeed {
  readonly name = 'members';
  readonly order = 20;

  private readonly user = this.runner.for(userDecider, userStream);

  constructor(
    private readonly runner: CommandRunner,
    private readonly membership: MembershipCommands,
    private readonly admin: AdminUserCommands,
    private readonly accounts: UserAccounts,
    private readonly readStore: ReadStore,
  ) {}

  async seed(meta: CommandMeta): Promise<string[]> {
    const schools = await schoolReader(this.readStore).all();
    const schoolByOm = new Map(schools.map((school) => [String(school.om), school._id]));
    for (const person of PEOPLE) {
      if (await this.membership.isEmailTaken(person.contact.email)) continue;
      await this.bring(person, schoolByOm.get(person.schoolOm) ?? schools[0]?._id, meta);
    }
    return [`Demo member (SEED_DEMO): ${DEMO_MEMBER.email} / ${DEMO_MEMBER.password}`];
  }

  private async bring(person: (typeof PEOPLE)[number], schoolId: string | undefined, meta: CommandMeta): Promise<void> {
    const { stage, contact, schoolOm, personalId } = person;
    const imported = stage === 'imported' || stage === 'completed';
    const userId = imported
      ? await this.membership.importMember(contact, meta)
      : await this.membership.applyAsTeacher({ ...contact, schoolId: schoolId!, schoolOm, personalId }, meta);
    if (stage === 'completed') {
      const state = await this.accounts.load(userId);
      const codeHash = state.status === 'none' ? '' : (state.codes.completion?.codeHash ?? '');
      const passwordHash = 'scrypt$demo$disabled'; // never matches: demo people other than the demo member cannot sign in
      await this.user(userId, { type: 'CompleteSignup', data: { codeHash, phone: '+36 72 123 456', schoolOm, personalId, passwordHash } }, meta);
    }
    if (stage === 'activated' || stage === 'registered') await this.admin.activate(userId, meta);
    if (stage === 'registered') await this.setPassword(userId, meta);
    if (stage === 'rejected') await this.admin.disable(userId, undefined, meta);
  }

  private async setPassword(userId: string, meta: CommandMeta): Promise<void> {
    const state = await this.accounts.load(userId);
    const codeHash = state.status === 'none' ? '' : (state.codes.activation?.codeHash ?? '');
    await this.user(userId, { type: 'SetPasswordWithActivation', data: { codeHash, passwordHash: await hashPassword(DEMO_MEMBER.password) } }, meta);
  }
}

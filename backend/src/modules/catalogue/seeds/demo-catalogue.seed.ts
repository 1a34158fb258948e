import { Injectable } from '@nestjs/common';
import { CommandMeta } from '../../../platform/commands/command-meta';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { DemoSeed } from '../../../platform/seed/demo-seeds';
import { MemberDirectory } from '../../accounts/public/member-directory';
import { CATALOGUE, CATALOGUE_DOC } from '../projections/catalogue.projection';
import { SERVICES } from '../projections/services.projection';
import { CatalogueCommands } from '../commands/catalogue-commands';
import { DEMO_CATALOGUE, DemoService } from './demo-catalogue';
import { ServiceCommands } from '../commands/service-commands';
import { ServiceFileCommands } from '../commands/service-file-commands';
import { SignupCommands } from '../commands/signup-commands';

/** Demo services after the demo people (order 20), before reactors first run: nobody is mailed. */
@Injectable()
export class DemoCatalogueSeed implements DemoSeed {
  readonly name = 'catalogue';
  readonly order = 30;

  constructor(
    private readonly catalogue: CatalogueCommands,
    private readonly services: ServiceCommands,
    private readonly signups: SignupCommands,
    private readonly files: ServiceFileCommands,
    private readonly readStore: ReadStore,
    private readonly members: MemberDirectory,
  ) {}

  async seed(meta: CommandMeta): Promise<string[]> {
    const members = await this.members.all();
    const people = new Map(members.map((member) => [member.email, member.id]));
    const staff = { ...meta, actorId: members.find((member) => member.admin)?.id ?? null };
    const existing = (await this.readStore.collection(CATALOGUE).get(CATALOGUE_DOC))?.groups ?? [];
    for (const group of DEMO_CATALOGUE) {
      const groupId = existing.find((g) => g.name === group.name)?.id ?? (await this.catalogue.createGroup(group.name, staff));
      for (const service of group.services) {
        // A re-run after a crash skips the services that already exist.
        if (await this.readStore.collection(SERVICES).findOne({ name: service.name })) continue;
        await this.add(groupId, service, people, staff);
      }
    }
    return [];
  }

  private async add(groupId: string, demo: DemoService, people: Map<string, string>, meta: CommandMeta): Promise<void> {
    const serviceId = await this.catalogue.createService(groupId, meta);
    await this.services.changeSettings(serviceId, { name: demo.name, ...demo.settings }, meta);
    if (demo.codes) await this.services.addCodes(serviceId, demo.codes, meta);
    for (const file of demo.files ?? []) await this.files.upload(serviceId, { filename: file.filename, mimetype: '', buffer: file.content }, meta);
    for (const signup of demo.signups ?? []) {
      const userId = people.get(signup.email);
      if (!userId) continue;
      await this.signups.signUp(userId, { serviceId, waitlistPriority: signup.priority ?? false, radioAnswer: signup.radio ?? null }, { ...meta, actorId: userId });
      if (signup.decision) await this.signups.decide(signup.decision === 'approve' ? 'ApproveSignup' : 'RejectSignup', userId, serviceId, meta);
    }
    if (demo.archived) await this.catalogue.archive(serviceId, true, meta);
  }
}

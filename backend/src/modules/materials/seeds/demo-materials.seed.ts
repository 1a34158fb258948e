import { Injectable } from '@nestjs/common';
import { CommandMeta } from '../../../platform/commands/command-meta';
import { DemoSeed } from '../../../platform/seed/demo-seeds';
import { MaterialsCatalogue } from '../queries/materials-catalogue';
import { DEMO_MATERIALS } from './demo-materials';
import { MaterialCommands } from '../commands/material-commands';

/** Demo materials, once: skipped when any group exists already (an admin's own work is never touched). */
@Injectable()
export class DemoMaterialsSeed implements DemoSeed {
  readonly name = 'materials';
  readonly order = 40;

  constructor(
    private readonly commands: MaterialCommands,
    private readonly catalogue: MaterialsCatalogue,
  ) {}

  async seed(meta: CommandMeta): Promise<string[]> {
    if ((await this.catalogue.groups()).length > 0) return [];
    for (const group of DEMO_MATERIALS) {
      const groupId = await this.commands.createGroup(meta);
      await this.commands.setTags(groupId, group.tags, meta);
      for (const demo of group.materials) {
        const materialId = await this.commands.createMaterial(groupId, meta);
        await this.commands.edit(materialId, { name: demo.name, type: demo.type, ...(demo.link ? { link: demo.link } : {}) }, meta);
        if (demo.pdf) await this.commands.upload(materialId, { filename: `${demo.name}.pdf`, mimetype: '', buffer: demo.pdf }, meta);
        // Every demo material has a link or a file, and the demo club shows them all (issue 41 §2).
        await this.commands.setPublished(materialId, true, meta);
      }
    }
    return [];
  }
}

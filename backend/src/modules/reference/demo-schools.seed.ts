import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CommandMeta } from '../../platform/commands/command-meta';
import { DemoSeed } from '../../platform/seed/demo-seeds';
import { ImportSchoolsCommand } from './commands/import-schools.command';
import { demoSchools } from './demo-schools';

@Injectable()
export class DemoSchoolsSeed implements DemoSeed {
  readonly name = 'schools';
  readonly order = 10;

  constructor(private readonly commands: CommandBus) {}

  async seed(meta: CommandMeta): Promise<string[]> {
    await this.commands.execute(new ImportSchoolsCommand(demoSchools(), meta));
    return [];
  }
}

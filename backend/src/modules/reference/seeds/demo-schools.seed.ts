import { Injectable } from '@nestjs/common';
import { CommandMeta } from '../../../platform/commands/command-meta';
import { DemoSeed } from '../../../platform/seed/demo-seeds';
import { SchoolCommands } from '../commands/school-commands';
import { demoSchools } from './demo-schools';

@Injectable()
export class DemoSchoolsSeed implements DemoSeed {
  readonly name = 'schools';
  readonly order = 10;

  constructor(private readonly schools: SchoolCommands) {}

  async seed(meta: CommandMeta): Promise<string[]> {
    await this.schools.import(demoSchools(), meta);
    return [];
  }
}

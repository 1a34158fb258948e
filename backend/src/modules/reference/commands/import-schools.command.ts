import { Command } from '@nestjs/cqrs';
import { CommandMeta } from '../../../platform/commands/command-meta';
import { SchoolRow } from '../domain/school-row';

export interface ImportSchoolsResult {
  imported: number;
  updated: number;
}

export class ImportSchoolsCommand extends Command<ImportSchoolsResult> {
  constructor(
    readonly rows: SchoolRow[],
    readonly meta: CommandMeta,
  ) {
    super();
  }
}

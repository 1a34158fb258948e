import { Command } from '@nestjs/cqrs';
import { CommandMeta } from '../../../platform/commands/command-meta';
import { CompanyApplication } from '../domain/company.events';

export class ApplyAsCompanyCommand extends Command<{ id: string }> {
  constructor(
    readonly application: CompanyApplication,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}

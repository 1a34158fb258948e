import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { IdGenerator } from '../../../platform/clock/clock';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { companyDecider } from '../domain/company.decider';
import { companyStream } from '../domain/company.events';
import { ApplyAsCompanyCommand } from './apply-as-company.command';

@CommandHandler(ApplyAsCompanyCommand)
export class ApplyAsCompanyHandler implements ICommandHandler<ApplyAsCompanyCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly ids: IdGenerator,
  ) {}

  async execute({ application, meta }: ApplyAsCompanyCommand): Promise<{ id: string }> {
    const companyId = this.ids.newId();
    await this.runner.run(
      companyStream(companyId),
      companyDecider,
      { type: 'ApplyAsCompany', data: { ...application, companyId, now: meta.now } },
      meta,
    );
    return { id: companyId };
  }
}

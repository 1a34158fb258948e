import { Injectable } from '@nestjs/common';
import { IdGenerator } from '../../../platform/clock/clock';
import { CommandMeta } from '../../../platform/commands/command-meta';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { companyDecider } from '../domain/company.decider';
import { CompanyApplication, companyStream } from '../domain/company.events';

/** Companies applying to host teachers: one `company-{id}` stream per application. */
@Injectable()
export class CompanyCommands {
  private readonly company = this.runner.for(companyDecider, companyStream);

  constructor(
    private readonly runner: CommandRunner,
    private readonly ids: IdGenerator,
  ) {}

  /** Answers the new application's id. */
  async apply(application: CompanyApplication, meta: CommandMeta): Promise<string> {
    const companyId = this.ids.newId();
    await this.company(companyId, { type: 'ApplyAsCompany', data: { ...application, companyId } }, meta);
    return companyId;
  }
}

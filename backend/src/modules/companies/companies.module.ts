import { Module, OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry, ReactorRegistry } from '../../platform/projections/projection-registry';
import { LiveNotices } from '../../platform/live/live-notices';
import { CompanyCommands } from './commands/company-commands';
import { AdminCompaniesController } from './http/admin-companies.controller';
import { CompanyApplicationController } from './http/company-application.controller';
import { companiesProjection } from './projections/companies.projection';
import { SendMailWhenCompanyApplied } from './reactors/send-mail-when-company-applied.reactor';

const httpControllers = [CompanyApplicationController, AdminCompaniesController];
const commandServices = [CompanyCommands];
const reactors = [SendMailWhenCompanyApplied];

/** Companies applying to host teachers in the mentor programme (`company-{id}` streams). */
@Module({
  controllers: httpControllers,
  providers: [...commandServices, ...reactors],
})
export class CompaniesModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionRegistry,
    private readonly reactorRegistry: ReactorRegistry,
    private readonly mailWhenApplied: SendMailWhenCompanyApplied,
    private readonly live: LiveNotices,
  ) {}

  onModuleInit(): void {
    this.projections.add(companiesProjection);
    this.reactorRegistry.add(this.mailWhenApplied);
    this.live.add(['CompanyApplied'], () => [{ audience: 'staff', notice: { topic: 'companies' } }]);
  }
}

import { Module } from '@nestjs/common';
import { moduleParts } from '../../platform/module-parts';
import { CompanyCommands } from './commands/company-commands';
import { AdminCompaniesController } from './http/admin-companies.controller';
import { CompanyApplicationController } from './http/company-application.controller';
import { companyNotices } from './live/company-notices';
import { companiesProjection } from './projections/companies.projection';
import { SendMailWhenCompanyApplied } from './reactors/send-mail-when-company-applied.reactor';

const httpControllers = [CompanyApplicationController, AdminCompaniesController];
const commandServices = [CompanyCommands];

/** Companies applying to host teachers in the mentor programme (`company-{id}` streams). */
@Module({
  controllers: httpControllers,
  providers: [
    ...commandServices,
    ...moduleParts({ projections: [companiesProjection], reactors: [SendMailWhenCompanyApplied], notices: [companyNotices] }),
  ],
})
export class CompaniesModule {}

import { Module } from '@nestjs/common';
import { moduleParts } from '../../platform/module-parts';
import { CompanyCommands } from './commands/company-commands';
import { AdminCompaniesController } from './http/admin-companies.controller';
import { CompanyApplicationController } from './http/company-application.controller';
import { companyNotices } from './live/company-notices';
import { companiesProjection } from './projections/companies.projection';
import { CompanyApplications } from './queries/company-applications';
import { SendMailWhenCompanyApplied } from './reactors/send-mail-when-company-applied.reactor';

const httpControllers = [CompanyApplicationController, AdminCompaniesController];
const commandServices = [CompanyCommands];
const queryServices = [CompanyApplications];

/** Companies applying to host teachers in the mentor programme (`company-{id}` streams). */
@Module({
  controllers: httpControllers,
  providers: [
    ...commandServices,
    ...queryServices,
    ...moduleParts({ projections: [companiesProjection], reactors: [SendMailWhenCompanyApplied], notices: [companyNotices] }),
  ],
})
export class CompaniesModule {}

import { Module } from '@nestjs/common';
import { FilesModule } from '../../platform/files/files.module';
import { moduleParts } from '../../platform/module-parts';
import { serviceNotices } from './live/signup-notices';
import { CatalogueCommands } from './commands/catalogue-commands';
import { DemoCatalogueSeed } from './seeds/demo-catalogue.seed';
import { JoinedServicesSource } from './public/joined-services-source';
import { MemberSignups } from './public/member-signups';
import { ServiceCommands } from './commands/service-commands';
import { ServiceFileCommands } from './commands/service-file-commands';
import { ServiceCopyCommands } from './commands/service-copy-commands';
import { SignupCommands } from './commands/signup-commands';
import { AdminServiceFilesController } from './http/admin-service-files.controller';
import { AdminServiceGroupsController } from './http/admin-service-groups.controller';
import { AdminServicesController } from './http/admin-services.controller';
import { AdminSignupsController } from './http/admin-signups.controller';
import { FileRoutes } from './http/file-routes';
import { MemberServicesController } from './http/member-services.controller';
import { SubPagesController } from './http/sub-pages.controller';
import { CatalogueJobs } from './jobs/catalogue.jobs';
import { catalogueProjection } from './projections/catalogue.projection';
import { servicesProjection } from './projections/services.projection';
import { signupsProjection } from './projections/signups.projection';
import { firstSignupsProjection } from './projections/first-signups.projection';
import { serviceInsightsProjection } from './projections/service-insights.projection';
import { AdminCatalogue } from './queries/admin-catalogue';
import { AdminServiceGroups } from './queries/admin-service-groups';
import { CatalogueReader } from './queries/catalogue-reader';
import { MemberServices } from './queries/member-services';
import { MySignups } from './queries/my-signups';
import { ServiceSignupsExport } from './queries/service-signups-export';
import { SignupRows } from './queries/signup-rows';
import { SignupPages } from './queries/signup-page';
import { SubPages } from './queries/sub-pages';
import { EraseSignupsWhenUserErased } from './reactors/erase-signups-when-user-erased.reactor';
import { ParticipantsMessageController } from './http/participants-message.controller';
import { ReleaseSignupsWhenMemberBlocked } from './reactors/release-signups-when-member-blocked.reactor';
import { SendMailWhenParticipantsMessaged } from './reactors/send-mail-when-participants-messaged.reactor';
import { PromoteWaitlistWhenSeatFrees } from './reactors/promote-waitlist-when-seat-frees.reactor';
import { SendMailWhenSignupChanges } from './reactors/send-mail-when-signup-changes.reactor';

const httpControllers = [
  MemberServicesController,
  SubPagesController,
  AdminServiceGroupsController,
  AdminServicesController,
  AdminServiceFilesController,
  AdminSignupsController,
  ParticipantsMessageController,
];
const commandServices = [CatalogueCommands, ServiceCommands, SignupCommands, ServiceFileCommands, ServiceCopyCommands];
const queryServices = [CatalogueReader, MemberServices, MySignups, AdminCatalogue, AdminServiceGroups, SignupRows, SignupPages, SubPages, ServiceSignupsExport];

/** Service groups, services, sign-ups, seats, waitlists, coupon codes, sub-pages and their files. */
@Module({
  imports: [FilesModule],
  controllers: httpControllers,
  providers: [
    ...commandServices,
    ...queryServices,
    FileRoutes,
    CatalogueJobs,
    MemberSignups,
    JoinedServicesSource,
    ...moduleParts({
      projections: [catalogueProjection, servicesProjection, signupsProjection, serviceInsightsProjection, firstSignupsProjection],
      reactors: [SendMailWhenSignupChanges, PromoteWaitlistWhenSeatFrees, EraseSignupsWhenUserErased, ReleaseSignupsWhenMemberBlocked, SendMailWhenParticipantsMessaged],
      seeds: [DemoCatalogueSeed],
      notices: [serviceNotices],
    }),
  ],
  // What other modules may use on purpose.
  exports: [MemberSignups],
})
export class CatalogueModule {}

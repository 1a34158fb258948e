import { Module, OnModuleInit } from '@nestjs/common';
import { FilesModule } from '../../platform/files/files.module';
import { ProjectionRegistry, ReactorRegistry } from '../../platform/projections/projection-registry';
import { DemoSeeds } from '../../platform/seed/demo-seeds';
import { LiveNotices } from '../../platform/live/live-notices';
import { serviceNotices, SERVICE_NOTICE_TYPES } from './live/signup-notices';
import { CatalogueCommands } from './commands/catalogue-commands';
import { DemoCatalogueSeed } from './seeds/demo-catalogue.seed';
import { MemberSignups } from './public/member-signups';
import { ServiceCommands } from './commands/service-commands';
import { ServiceFiles } from './commands/service-file-commands';
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
import { AdminCatalogue } from './queries/admin-catalogue';
import { CatalogueReader } from './queries/catalogue-reader';
import { MemberServices } from './queries/member-services';
import { SignupRows } from './queries/signup-rows';
import { SubPages } from './queries/sub-pages';
import { EraseSignupsWhenUserErased } from './reactors/erase-signups-when-user-erased.reactor';
import { PromoteWaitlistWhenSeatFrees } from './reactors/promote-waitlist-when-seat-frees.reactor';
import { SendMailWhenSignupChanges } from './reactors/send-mail-when-signup-changes.reactor';

const httpControllers = [
  MemberServicesController,
  SubPagesController,
  AdminServiceGroupsController,
  AdminServicesController,
  AdminServiceFilesController,
  AdminSignupsController,
];
const commandServices = [CatalogueCommands, ServiceCommands, SignupCommands, ServiceFiles];
const queryServices = [CatalogueReader, MemberServices, AdminCatalogue, SignupRows, SubPages];
const reactors = [SendMailWhenSignupChanges, PromoteWaitlistWhenSeatFrees, EraseSignupsWhenUserErased];

/** Service groups, services, sign-ups, seats, waitlists, coupon codes, sub-pages and their files. */
@Module({
  imports: [FilesModule],
  controllers: httpControllers,
  providers: [...commandServices, ...queryServices, ...reactors, FileRoutes, CatalogueJobs, DemoCatalogueSeed, MemberSignups],
  // What other modules may use on purpose.
  exports: [MemberSignups],
})
export class CatalogueModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionRegistry,
    private readonly reactorRegistry: ReactorRegistry,
    private readonly seeds: DemoSeeds,
    private readonly jobs: CatalogueJobs,
    private readonly demo: DemoCatalogueSeed,
    private readonly mailWhenSignupChanges: SendMailWhenSignupChanges,
    private readonly promoteWhenSeatFrees: PromoteWaitlistWhenSeatFrees,
    private readonly eraseWhenUserErased: EraseSignupsWhenUserErased,
    private readonly live: LiveNotices,
  ) {}

  onModuleInit(): void {
    this.projections.add(catalogueProjection, servicesProjection, signupsProjection);
    this.reactorRegistry.add(this.mailWhenSignupChanges, this.promoteWhenSeatFrees, this.eraseWhenUserErased);
    this.jobs.register();
    this.seeds.add(this.demo);
    this.live.add(SERVICE_NOTICE_TYPES, serviceNotices);
  }
}

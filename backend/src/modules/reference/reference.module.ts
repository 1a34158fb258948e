import { Module, OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { DemoSeeds } from '../../platform/seed/demo-seeds';
import { DemoSchoolsSeed } from './demo-schools.seed';
import { SchoolCommands } from './commands/school-commands';
import { AdminSchoolsController } from './http/admin-schools.controller';
import { SchoolsController } from './http/schools.controller';
import { ZipController } from './http/zip.controller';
import { schoolsProjection } from './projections/schools.projection';
import { PostcodeDirectory } from './queries/postcode-directory';

const httpControllers = [ZipController, SchoolsController, AdminSchoolsController];
const commandServices = [SchoolCommands];

/** Reference data: postcodes (a shipped file) and schools (the `schools` stream). */
@Module({
  controllers: httpControllers,
  providers: [...commandServices, DemoSchoolsSeed, { provide: PostcodeDirectory, useFactory: () => PostcodeDirectory.load() }],
})
export class ReferenceModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionRegistry,
    private readonly seeds: DemoSeeds,
    private readonly demoSchools: DemoSchoolsSeed,
  ) {}

  onModuleInit(): void {
    this.projections.add(schoolsProjection);
    this.seeds.add(this.demoSchools);
  }
}

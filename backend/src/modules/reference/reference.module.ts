import { Module, OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { DemoSeeds } from '../../platform/seed/demo-seeds';
import { DemoSchoolsSeed } from './demo-schools.seed';
import { ImportSchoolsHandler } from './commands/import-schools.handler';
import { AdminSchoolsController } from './http/admin-schools.controller';
import { SchoolsController } from './http/schools.controller';
import { ZipController } from './http/zip.controller';
import { schoolsProjection } from './projections/schools.projection';
import { PostcodeDirectory } from './queries/postcode-directory';

const httpControllers = [ZipController, SchoolsController, AdminSchoolsController];
const commandHandlers = [ImportSchoolsHandler];

/** Reference data: postcodes (a shipped file) and schools (the `schools` stream). */
@Module({
  controllers: httpControllers,
  providers: [...commandHandlers, DemoSchoolsSeed, { provide: PostcodeDirectory, useFactory: () => PostcodeDirectory.load() }],
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

import { Module, OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
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
  providers: [...commandHandlers, { provide: PostcodeDirectory, useFactory: () => PostcodeDirectory.load() }],
})
export class ReferenceModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionRegistry) {}

  onModuleInit(): void {
    this.projections.add(schoolsProjection);
  }
}

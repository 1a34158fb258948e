import { Module } from '@nestjs/common';
import { moduleParts } from '../../platform/module-parts';
import { SchoolCommands } from './commands/school-commands';
import { AdminSchoolsController } from './http/admin-schools.controller';
import { SchoolsController } from './http/schools.controller';
import { ZipController } from './http/zip.controller';
import { schoolCitiesProjection } from './projections/school-cities.projection';
import { schoolsProjection } from './projections/schools.projection';
import { PostcodeDirectory } from './queries/postcode-directory';
import { DemoSchoolsSeed } from './seeds/demo-schools.seed';

const httpControllers = [ZipController, SchoolsController, AdminSchoolsController];
const commandServices = [SchoolCommands];

/** Reference data: postcodes (a shipped file) and schools (the `schools` stream). */
@Module({
  controllers: httpControllers,
  providers: [
    ...commandServices,
    { provide: PostcodeDirectory, useFactory: () => PostcodeDirectory.load() },
    ...moduleParts({ projections: [schoolsProjection, schoolCitiesProjection], seeds: [DemoSchoolsSeed] }),
  ],
})
export class ReferenceModule {}

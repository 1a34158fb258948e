import { Module } from '@nestjs/common';
import { FilesModule } from '../../platform/files/files.module';
import { moduleParts } from '../../platform/module-parts';
import { DemoMaterialsSeed } from './seeds/demo-materials.seed';
import { MaterialCommands } from './commands/material-commands';
import { AdminMaterialsController } from './http/admin-materials.controller';
import { MaterialFileRoute } from './http/material-file-route';
import { MaterialsController } from './http/materials.controller';
import { materialsProjection } from './projections/materials.projection';
import { MaterialsCatalogue } from './queries/materials-catalogue';

/** Teaching materials: groups with tags, materials as links or uploaded files (the `materials` stream). */
@Module({
  imports: [FilesModule],
  controllers: [MaterialsController, AdminMaterialsController],
  providers: [MaterialCommands, MaterialsCatalogue, MaterialFileRoute, ...moduleParts({ projections: [materialsProjection], seeds: [DemoMaterialsSeed] })],
})
export class MaterialsModule {}

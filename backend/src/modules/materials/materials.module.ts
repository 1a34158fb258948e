import { Module, OnModuleInit } from '@nestjs/common';
import { FilesModule } from '../../platform/files/files.module';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { DemoSeeds } from '../../platform/seed/demo-seeds';
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
  providers: [MaterialCommands, MaterialsCatalogue, MaterialFileRoute, DemoMaterialsSeed],
})
export class MaterialsModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionRegistry,
    private readonly seeds: DemoSeeds,
    private readonly demo: DemoMaterialsSeed,
  ) {}

  onModuleInit(): void {
    this.projections.add(materialsProjection);
    this.seeds.add(this.demo);
  }
}

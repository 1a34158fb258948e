import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { MaterialGroupView } from '../../../contract/materials';
import { MaterialsCatalogue } from '../queries/materials-catalogue';
import { Access } from '../../../platform/auth/access';

/** The members' materials page (SPEC §7 GET /materials). */
@ApiTags('materials')
@Access('member')
@Controller('materials')
export class MaterialsController {
  constructor(private readonly catalogue: MaterialsCatalogue) {}

  /** Groups with their tags and published materials, sorted by order; drafts and groups without a published material are left out. */
  @Get()
  list(): Promise<MaterialGroupView[]> {
    return this.catalogue.publishedGroups();
  }
}

import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { MaterialGroupView } from '../../../contract/materials';
import { MemberGuard } from '../../../platform/auth/auth.guards';
import { MaterialsCatalogue } from '../queries/materials-catalogue';

/** The members' materials page (SPEC §7 GET /materials). */
@ApiTags('materials')
@ApiBearerAuth()
@Controller('materials')
@UseGuards(MemberGuard)
export class MaterialsController {
  constructor(private readonly catalogue: MaterialsCatalogue) {}

  /** Groups with their tags and materials, sorted by order. */
  @Get()
  list(): Promise<MaterialGroupView[]> {
    return this.catalogue.groups();
  }
}
